import { useParams, useSearchParams } from 'react-router';
import { SectionPage } from '../SectionPage';

const SHOP = { title: 'MENU_SHOP', url: '/shop' };

/** Pages of the shop section, one per route shape; each names what it shows. */
export const ShopHomePage = () => <SectionPage title="MENU_SHOP" lead="TEXT_SECTION_SHOP_LEAD" />;
export function ShopCategoryPage() {
  const { slug } = useParams();
  const [params] = useSearchParams();
  const query = params.get('q');
  return <SectionPage section={SHOP} title={query ? 'TEXT_SEARCH_RESULTS' : slug ? 'TEXT_CATEGORY' : 'MENU_SHOP_ALL_PRODUCTS'} lead="TEXT_SECTION_SHOP_LEAD" />;
}
export const ShopProductPage = () => <SectionPage section={SHOP} title="MENU_SHOP_PRODUCT" />;
export const ShopCartPage = () => <SectionPage section={SHOP} title="MENU_SHOP_CART" />;
export const ShopCheckoutPage = () => <SectionPage section={SHOP} title="MENU_SHOP_CHECKOUT" />;
export const ShopOrderSuccessPage = () => <SectionPage section={SHOP} title="MENU_SHOP_ORDER_SUCCESS" />;
export const ShopWishlistPage = () => <SectionPage section={SHOP} title="MENU_SHOP_WISHLIST" />;
export const ShopComparePage = () => <SectionPage section={SHOP} title="MENU_SHOP_COMPARE" />;
export const ShopTrackOrderPage = () => <SectionPage section={SHOP} title="MENU_SHOP_TRACK_ORDER" />;
