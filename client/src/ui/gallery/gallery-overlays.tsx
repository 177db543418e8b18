import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../button/button';
import { Drawer } from '../dialog/drawer';
import { Modal } from '../dialog/modal';
import { Dropdown } from '../dropdown/dropdown';
import { Input } from '../form/input';
import { OverlayCoordinatorProvider } from '../overlay';
import { Tabs } from '../tabs/tabs';
import styles from './gallery.module.css';

export function OverlaysSection() {
  const { t } = useTranslation();
  const [modalOpen, setModalOpen] = useState(false);
  const [drawer, setDrawer] = useState<'start' | 'end' | null>(null);
  const firstField = useRef<HTMLInputElement>(null);
  return (
    <section className={styles.section} aria-labelledby="gallery-overlays">
      <h2 id="gallery-overlays">{t('TEXT_GALLERY_OVERLAYS')}</h2>
      <OverlayCoordinatorProvider>
        <div className={styles.row}>
          <Dropdown trigger={t('TEXT_GALLERY_SAMPLE_DROPDOWN')} exclusiveId="gallery-a" panelLabel={t('TEXT_GALLERY_SAMPLE_DROPDOWN')}>
            {({ close }) => (
              <div className={styles.stack}>
                <p>{t('TEXT_GALLERY_SAMPLE_DROPDOWN_BODY')}</p>
                <Button size="sm" onClick={close}>
                  {t('BUTTON_CLOSE')}
                </Button>
              </div>
            )}
          </Dropdown>
          <Dropdown trigger={t('TEXT_GALLERY_SAMPLE_SORT')} exclusiveId="gallery-b" align="end" panelLabel={t('TEXT_GALLERY_SAMPLE_SORT')}>
            <p>{t('TEXT_GALLERY_SAMPLE_DROPDOWN_BODY')}</p>
          </Dropdown>
          <Button variant="secondary" onClick={() => setModalOpen(true)}>
            {t('TEXT_GALLERY_SAMPLE_MODAL')}
          </Button>
          <Button variant="secondary" onClick={() => setDrawer('start')}>
            {t('TEXT_GALLERY_SAMPLE_DRAWER_START')}
          </Button>
          <Button variant="secondary" onClick={() => setDrawer('end')}>
            {t('TEXT_GALLERY_SAMPLE_DRAWER_END')}
          </Button>
        </div>
      </OverlayCoordinatorProvider>
      <Modal
        open={modalOpen}
        onClose={() => setModalOpen(false)}
        title={t('TEXT_GALLERY_SAMPLE_MODAL_TITLE')}
        initialFocus={firstField}
        footer={
          <>
            <Button variant="ghost" onClick={() => setModalOpen(false)}>
              {t('TEXT_GALLERY_SAMPLE_GHOST')}
            </Button>
            <Button onClick={() => setModalOpen(false)}>{t('TEXT_GALLERY_SAMPLE_PRIMARY')}</Button>
          </>
        }
      >
        <div className={styles.stack}>
          <p>{t('TEXT_GALLERY_SAMPLE_MODAL_BODY')}</p>
          <Input ref={firstField} label={t('TEXT_GALLERY_SAMPLE_EMAIL')} type="email" />
        </div>
      </Modal>
      <Drawer
        open={drawer !== null}
        side={drawer ?? 'start'}
        onClose={() => setDrawer(null)}
        title={drawer === 'end' ? t('TEXT_GALLERY_SAMPLE_DRAWER_END') : t('TEXT_GALLERY_SAMPLE_DRAWER_START')}
      >
        <p>{t('TEXT_GALLERY_SAMPLE_MODAL_BODY')}</p>
      </Drawer>
    </section>
  );
}

export function TabsSection() {
  const { t } = useTranslation();
  const tabs = [
    { id: 'description', label: t('TEXT_GALLERY_SAMPLE_TAB_DESCRIPTION') },
    { id: 'specification', label: t('TEXT_GALLERY_SAMPLE_TAB_SPECIFICATION') },
    { id: 'reviews', label: t('TEXT_GALLERY_SAMPLE_TAB_REVIEWS') },
  ];
  return (
    <section className={styles.section} aria-labelledby="gallery-tabs">
      <h2 id="gallery-tabs">{t('TEXT_GALLERY_TABS')}</h2>
      <Tabs
        label={t('TEXT_GALLERY_TABS')}
        items={tabs.map((tab) => ({ ...tab, content: <p>{t('TEXT_GALLERY_SAMPLE_TAB_BODY', { tab: tab.label })}</p> }))}
      />
    </section>
  );
}
