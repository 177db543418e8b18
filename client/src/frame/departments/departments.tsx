import { useState } from 'react';
import { Link } from 'react-router';
import { useClientQuery } from '../../lib/data/use-client-query';
import { useTranslation } from '../../i18n/use-translation';
import { Dropdown } from '../../ui/dropdown/dropdown';
import { IconChevronEnd } from '../../ui/icons/icons';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { categoryUrl, DepartmentsQuery } from '../frame-queries';
import type { DepartmentsQuery as DepartmentsData } from '../../gql/graphql';

type Department = DepartmentsData['departments'][number];

function MenuIcon() {
  return (
    <svg width="18" height="14" viewBox="0 0 18 14" aria-hidden="true" focusable="false">
      <path d="M0 1h18M0 7h18M0 13h18" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** The list of departments; the hovered (or focused) one shows its children beside it. */
export function DepartmentsList({ departments, onNavigate }: { departments: Department[]; onNavigate: () => void }) {
  const { t } = useTranslation();
  const [hovered, setHovered] = useState<string | null>(null);
  const current = departments.find((d) => d.id === hovered);
  return (
    <div className="departments__body" onMouseLeave={() => setHovered(null)}>
      <ul className="departments__list">
        {departments.map((department) => (
          <li
            key={department.id}
            className={department.id === hovered ? 'departments__item departments__item--hover' : 'departments__item'}
            onMouseEnter={() => setHovered(department.id)}
            onFocus={() => setHovered(department.id)}
          >
            <Link className="departments__link" to={categoryUrl(department)} onClick={onNavigate}>
              {department.name}
              {department.children.length > 0 && <IconChevronEnd size={14} className="flip-rtl" />}
            </Link>
          </li>
        ))}
      </ul>
      {current && current.children.length > 0 && (
        <div className="departments__submenu" aria-label={current.name} role="group">
          <p className="departments__submenu-title">{current.name}</p>
          <ul className="departments__children">
            {current.children.map((child) => (
              <li key={child.id}>
                <Link className="departments__child" to={categoryUrl(child)} onClick={onNavigate}>
                  {child.name}
                </Link>
              </li>
            ))}
          </ul>
          <Link className="departments__all" to={categoryUrl(current)} onClick={onNavigate}>
            {t('TEXT_SEE_ALL_IN', { name: current.name })}
          </Link>
        </div>
      )}
    </div>
  );
}

/** The departments button and its menu built from the category tree (two levels). */
export function Departments() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // The menu's contents are shown only once it opens: asked then (and kept), never by the server.
  const [asked, setAsked] = useState(false);
  if (open && !asked) setAsked(true);
  const { data, loading, error } = useClientQuery(DepartmentsQuery, { skip: !asked });
  return (
    <Dropdown
      open={open}
      onOpenChange={setOpen}
      exclusiveId="departments"
      exclusiveGroup="header"
      className="departments"
      triggerClassName="departments__button"
      panelClassName="departments__panel"
      panelLabel={t('BUTTON_DEPARTMENTS')}
      trigger={
        <>
          <MenuIcon />
          <span>{t('BUTTON_DEPARTMENTS')}</span>
        </>
      }
    >
      {({ close }) =>
        loading ? (
          <div className="departments__state">
            <Skeleton lines={6} />
          </div>
        ) : error ? (
          <p className="departments__state" role="alert">
            {t('ERROR_LOADING_MENU')}
          </p>
        ) : (data?.departments.length ?? 0) === 0 ? (
          <p className="departments__state">{t('TEXT_NO_DEPARTMENTS')}</p>
        ) : (
          <DepartmentsList departments={data?.departments ?? []} onNavigate={close} />
        )
      }
    </Dropdown>
  );
}
