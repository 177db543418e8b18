import { useContext, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import '../../styles/base.css';
import { ButtonsSection, FormsSection, PaletteSection } from './gallery-controls';
import { BadgesSection, ImagesSection, PricesSection, ProductsSection } from './gallery-catalog';
import { FeedbackSection, LoadingSection, NavigationSection } from './gallery-feedback';
import { OverlaysSection, TabsSection } from './gallery-overlays';
import styles from './gallery.module.css';
import { ToastContext } from '../toast/toast-context';
import { ToastProvider } from '../toast/toast-provider';

/** Uses the page's toasts when the frame provides them, its own otherwise. */
function WithToasts({ children }: { children: ReactNode }) {
  const existing = useContext(ToastContext);
  return existing ? <>{children}</> : <ToastProvider>{children}</ToastProvider>;
}

/** Every design-system component in its states, for designers and for checking changes by eye. */
export function Gallery() {
  const { t } = useTranslation();
  return (
    <WithToasts>
      <div className={styles.page}>
        <h1 tabIndex={-1}>{t('TEXT_GALLERY_TITLE')}</h1>
        <p className={styles.intro}>{t('TEXT_GALLERY_INTRO')}</p>
        <PaletteSection />
        <ButtonsSection />
        <FormsSection />
        <OverlaysSection />
        <TabsSection />
        <BadgesSection />
        <PricesSection />
        <ProductsSection />
        <ImagesSection />
        <NavigationSection />
        <FeedbackSection />
        <LoadingSection />
      </div>
    </WithToasts>
  );
}

export default Gallery;
