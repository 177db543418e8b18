import { lazy, Suspense, useCallback, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useClientQuery } from '../../lib/data/use-client-query';
import { useTranslation } from '../../i18n/use-translation';
import { cx } from '../../ui/cx';
import { IconChevronDown } from '../../ui/icons/icons';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { movedIndex } from '../../ui/keyboard/list-keys';
import { useExclusiveOverlay } from '../../ui/overlay/overlay-coordinator';
import { useEscapeKey } from '../../ui/overlay/use-escape-key';
import { useOutsideClick } from '../../ui/overlay/use-outside-click';
import { useShopper } from '../use-shopper';
import { SearchSuggestionsQuery } from './search-documents';
import { hasSuggestions, useSuggestionQuery } from './suggestion-rules';
import { suggestionId, suggestionOptions } from './suggestions';
import { loadSuggestionsList, loadVehiclePicker } from '../header-panels';
import { vehicleName } from '../../lib/vehicle-name';
import { SEARCH_SHORTCUT } from './search-shortcut';

/** The garage and vehicle form of the picker: code loaded when the picker is first wanted (header-panels.ts). */
const VehiclePicker = lazy(() => loadVehiclePicker().then((m) => ({ default: m.VehiclePicker })));
/** The suggestions' list: its code loads with the header's panels, or with the first suggestions. */
const SuggestionsList = lazy(() => loadSuggestionsList().then((m) => ({ default: m.SuggestionsList })));

type OpenPart = 'none' | 'suggestions' | 'picker';

function CarIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M3 15l2-6h14l2 6v4H3z" />
      <circle cx="7.5" cy="16" r="1.3" />
      <circle cx="16.5" cy="16" r="1.3" />
    </svg>
  );
}

function SearchIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="7" />
      <path d="M16.5 16.5L21 21" />
    </svg>
  );
}

/**
 * The header's search: a text box with suggestions (asked only when the text changes, after a
 * pause) and the vehicle-picker button. Suggestions and picker exclude each other; a click outside
 * or Escape closes either. The placeholder names the current vehicle when one is set.
 *
 * The box is a combobox with a listbox popup (WAI-ARIA Authoring Practices): ArrowDown/ArrowUp move
 * the highlight through the suggestions (`aria-activedescendant`; focus stays in the box), Enter opens
 * the highlighted one and runs the search when none is, Escape closes the suggestions.
 */
export function Search({ className, idPrefix = 'search' }: { className?: string; idPrefix?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { garage } = useShopper();
  const [text, setText] = useState('');
  const [open, setOpen] = useState<OpenPart>('none');
  const rootRef = useRef<HTMLDivElement>(null);
  const suggestionsId = useId();
  const query = useSuggestionQuery(text);
  const current = garage?.currentVehicle ?? null;
  const { data, loading } = useClientQuery(SearchSuggestionsQuery, {
    variables: { query, vehicleId: current?.id ?? null },
    skip: query === '',
  });
  const suggestions = query !== '' && !loading ? (data?.searchSuggestions ?? null) : null;
  const showSuggestions = open === 'suggestions' && hasSuggestions(suggestions);
  const urls = suggestions ? suggestionOptions(suggestions).urls : [];
  // The highlighted suggestion belongs to the query it was chosen in: new suggestions start with none.
  const [highlight, setHighlight] = useState({ query: '', index: -1 });
  const active = showSuggestions && highlight.query === query && highlight.index < urls.length ? highlight.index : -1;
  const close = useCallback(() => {
    setOpen('none');
    setHighlight({ query: '', index: -1 });
  }, []);

  useOutsideClick([rootRef], close, open !== 'none');
  useEscapeKey(close, open !== 'none');
  useExclusiveOverlay({ id: `${idPrefix}-suggestions`, group: 'header', open: open === 'suggestions', onClose: close });
  useExclusiveOverlay({ id: `${idPrefix}-picker`, group: 'header', open: open === 'picker', onClose: close });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp' && event.key !== 'Enter')) return;
    if (event.key === 'Enter') {
      if (active < 0) return;
      event.preventDefault();
      close();
      void navigate(urls[active]);
      return;
    }
    if (urls.length === 0) return;
    event.preventDefault();
    const move = event.key === 'ArrowDown' ? 'next' : 'previous';
    if (!showSuggestions) setOpen('suggestions');
    setHighlight({ query, index: movedIndex(active, urls.length, move) });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    close();
    navigate(q ? `/shop/category/products?q=${encodeURIComponent(q)}` : '/shop/category/products');
  };

  const placeholder = current ? t('INPUT_SEARCH_PLACEHOLDER_VEHICLE', { vehicle: vehicleName(current) }) : t('INPUT_SEARCH_PLACEHOLDER_PARTS');
  return (
    <div ref={rootRef} className={cx('search', className)}>
      <form className="search__form" role="search" onSubmit={onSubmit}>
        <label className="visually-hidden" htmlFor={`${idPrefix}-input`}>
          {t('INPUT_SEARCH_LABEL')}
        </label>
        <input
          id={`${idPrefix}-input`}
          className="search__input"
          type="search"
          autoComplete="off"
          value={text}
          placeholder={placeholder}
          role="combobox"
          aria-keyshortcuts={SEARCH_SHORTCUT}
          aria-autocomplete="list"
          aria-expanded={showSuggestions}
          aria-controls={showSuggestions ? suggestionsId : undefined}
          aria-activedescendant={active >= 0 ? suggestionId(suggestionsId, active) : undefined}
          onKeyDown={onKeyDown}
          onChange={(event) => {
            setText(event.target.value);
            setOpen('suggestions');
          }}
          onFocus={() => setOpen('suggestions')}
        />
        <button
          type="button"
          className={cx('search__vehicle', current && 'search__vehicle--active')}
          aria-expanded={open === 'picker'}
          onClick={() => setOpen(open === 'picker' ? 'none' : 'picker')}
        >
          <CarIcon />
          <span className="search__vehicle-label" dir="auto">
            {current ? vehicleName(current) : t('BUTTON_SELECT_VEHICLE')}
          </span>
          <IconChevronDown size={14} />
        </button>
        <button type="submit" className="search__submit">
          <SearchIcon />
          <span className="visually-hidden">{t('BUTTON_SEARCH')}</span>
        </button>
      </form>
      {showSuggestions && suggestions && (
        <div className="search__dropdown">
          <Suspense fallback={null}>
            <SuggestionsList
              id={suggestionsId}
              suggestions={suggestions}
              active={active}
              onNavigate={close}
              onHover={(index) => setHighlight({ query, index })}
            />
          </Suspense>
        </div>
      )}
      {open === 'picker' && (
        <div className="search__dropdown search__dropdown--picker" role="region" aria-label={t('TEXT_SELECT_VEHICLE')}>
          <Suspense fallback={<Skeleton lines={4} />}>
            <VehiclePicker garage={garage} onDone={close} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
