import { useRef, useState, type KeyboardEvent } from 'react';
import { Link } from '../../ui/link/link';
import { useClientQuery } from '../../lib/data/use-client-query';
import { useTranslation } from '../../i18n/use-translation';
import { Dropdown } from '../../ui/dropdown/dropdown';
import { IconChevronEnd } from '../../ui/icons/icons';
import { focusMove, isInlineEndArrow, isInlineStartArrow, verticalMove } from '../../ui/keyboard/list-keys';
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

/** The department whose item holds the focus, if any (its children stay shown while the pointer leaves). */
function focusedDepartment(): string | null {
  const item = document.activeElement?.closest<HTMLElement>('[data-department]');
  return item?.dataset.department ?? null;
}

/**
 * The list of departments; the hovered (or focused) one shows its children beside it. A disclosure
 * navigation for the keyboard: each department's sub-categories follow it in the Tab order (they show
 * once it has focus); ArrowDown/ArrowUp (Home/End) walk the departments or the sub-categories, the
 * arrow towards the panel (right, left in right-to-left) enters a department's sub-categories and the
 * other one goes back to it; Escape closes the menu and returns to its button (the dropdown's rule).
 */
export function DepartmentsList({ departments, onNavigate }: { departments: Department[]; onNavigate: () => void }) {
  const { t } = useTranslation();
  const [hovered, setHovered] = useState<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const current = departments.find((d) => d.id === hovered);
  const open = Boolean(current && current.children.length > 0);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = listRef.current;
    const target = event.target as HTMLElement;
    if (!list) return;
    const submenu = target.closest<HTMLElement>('.departments__submenu');
    const item = target.closest<HTMLElement>('[data-department]');
    const move = verticalMove(event.key);
    if (submenu && item) {
      if (move) {
        focusMove(Array.from(submenu.querySelectorAll<HTMLElement>('a[href]')), move);
      } else if (isInlineStartArrow(event.key, list)) {
        item.querySelector<HTMLElement>('.departments__link')?.focus();
      } else {
        return;
      }
    } else if (item) {
      if (move) {
        focusMove(Array.from(list.querySelectorAll<HTMLElement>('.departments__link')), move);
      } else if (isInlineEndArrow(event.key, list)) {
        const first = item.querySelector<HTMLElement>('.departments__submenu a[href]');
        if (!first) return;
        first.focus();
      } else {
        return;
      }
    } else {
      return;
    }
    event.preventDefault();
  };

  return (
    <div className={open ? 'departments__body departments__body--open' : 'departments__body'} onMouseLeave={() => setHovered(focusedDepartment())}>
      {/* The arrow keys of the links inside are handled here, where the list's order is known. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <ul ref={listRef} className="departments__list" onKeyDown={onKeyDown}>
        {departments.map((department) => {
          const shown = department.id === hovered && department.children.length > 0;
          const submenuId = `departments-${department.id}`;
          return (
            <li
              key={department.id}
              data-department={department.id}
              className={department.id === hovered ? 'departments__item departments__item--hover' : 'departments__item'}
              onMouseEnter={() => setHovered(department.id)}
              onFocus={() => setHovered(department.id)}
            >
              <Link
                className="departments__link"
                to={categoryUrl(department)}
                onClick={onNavigate}
                aria-expanded={department.children.length > 0 ? shown : undefined}
                aria-controls={shown ? submenuId : undefined}
              >
                {department.name}
                {department.children.length > 0 && <IconChevronEnd size={14} className="flip-rtl" />}
              </Link>
              {shown && (
                <div id={submenuId} className="departments__submenu" aria-label={department.name} role="group">
                  <p className="departments__submenu-title" aria-hidden="true">
                    {department.name}
                  </p>
                  <ul className="departments__children">
                    {department.children.map((child) => (
                      <li key={child.id}>
                        <Link className="departments__child" to={categoryUrl(child)} onClick={onNavigate}>
                          {child.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                  <Link className="departments__all" to={categoryUrl(department)} onClick={onNavigate}>
                    {t('TEXT_SEE_ALL_IN', { name: department.name })}
                  </Link>
                </div>
              )}
            </li>
          );
        })}
      </ul>
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
