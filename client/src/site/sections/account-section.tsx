import { SectionPage } from '../SectionPage';

const ACCOUNT = { title: 'MENU_ACCOUNT', url: '/account' };

/** Pages of the account section. */
export const AccountHomePage = () => <SectionPage title="MENU_ACCOUNT" lead="TEXT_SECTION_ACCOUNT_LEAD" />;
export const AccountLoginPage = () => <SectionPage section={ACCOUNT} title="MENU_ACCOUNT_LOGIN" />;
export const AccountDashboardPage = () => <SectionPage section={ACCOUNT} title="MENU_ACCOUNT_DASHBOARD" />;
export const AccountGaragePage = () => <SectionPage section={ACCOUNT} title="MENU_ACCOUNT_GARAGE" />;
export const AccountProfilePage = () => <SectionPage section={ACCOUNT} title="MENU_ACCOUNT_PROFILE" />;
export const AccountOrdersPage = () => <SectionPage section={ACCOUNT} title="MENU_ACCOUNT_ORDERS" />;
export const AccountOrderDetailsPage = () => <SectionPage section={ACCOUNT} title="MENU_ACCOUNT_ORDER_DETAILS" />;
export const AccountAddressesPage = () => <SectionPage section={ACCOUNT} title="MENU_ACCOUNT_ADDRESSES" />;
export const AccountEditAddressPage = () => <SectionPage section={ACCOUNT} title="MENU_ACCOUNT_EDIT_ADDRESS" />;
export const AccountPasswordPage = () => <SectionPage section={ACCOUNT} title="MENU_ACCOUNT_PASSWORD" />;
