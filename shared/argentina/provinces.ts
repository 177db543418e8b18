/**
 * The 24 jurisdictions of Argentina (23 provinces and the Autonomous City of Buenos Aires), as the
 * address form lists them and as addresses store them (`state` holds the name). `letter` is both
 * the ISO 3166-2:AR code (`AR-` + letter) and the first character of the province's CPA postal codes.
 */
export interface Province {
  letter: string;
  name: string;
}

export const PROVINCES: readonly Province[] = [
  { letter: 'C', name: 'Ciudad Autónoma de Buenos Aires' },
  { letter: 'B', name: 'Buenos Aires' },
  { letter: 'K', name: 'Catamarca' },
  { letter: 'H', name: 'Chaco' },
  { letter: 'U', name: 'Chubut' },
  { letter: 'X', name: 'Córdoba' },
  { letter: 'W', name: 'Corrientes' },
  { letter: 'E', name: 'Entre Ríos' },
  { letter: 'P', name: 'Formosa' },
  { letter: 'Y', name: 'Jujuy' },
  { letter: 'L', name: 'La Pampa' },
  { letter: 'F', name: 'La Rioja' },
  { letter: 'M', name: 'Mendoza' },
  { letter: 'N', name: 'Misiones' },
  { letter: 'Q', name: 'Neuquén' },
  { letter: 'R', name: 'Río Negro' },
  { letter: 'A', name: 'Salta' },
  { letter: 'J', name: 'San Juan' },
  { letter: 'D', name: 'San Luis' },
  { letter: 'Z', name: 'Santa Cruz' },
  { letter: 'S', name: 'Santa Fe' },
  { letter: 'G', name: 'Santiago del Estero' },
  { letter: 'V', name: 'Tierra del Fuego, Antártida e Islas del Atlántico Sur' },
  { letter: 'T', name: 'Tucumán' },
];

/** Other names shoppers and older addresses use for a jurisdiction, folded (see `fold`). */
const ALIASES: Record<string, string> = {
  caba: 'C',
  'capital federal': 'C',
  'ciudad de buenos aires': 'C',
  'ciudad autonoma de buenos aires': 'C',
  'provincia de buenos aires': 'B',
  'tierra del fuego': 'V',
};

/** Lower case, accents removed, spaces collapsed: how names are compared. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s.]+/g, ' ')
    .trim();
}

/**
 * The jurisdiction a shopper meant: its name in any case and with or without accents, its letter
 * or ISO code (`C`, `AR-C`), or a usual other name (`CABA`, `Capital Federal`); null when none.
 */
export function findProvince(text: string): Province | null {
  const folded = fold(text);
  if (folded === '') return null;
  const code = /^(?:ar-)?([a-z])$/.exec(folded)?.[1]?.toUpperCase();
  const letter = code ?? ALIASES[folded];
  if (letter) return PROVINCES.find((p) => p.letter === letter) ?? null;
  return PROVINCES.find((p) => fold(p.name) === folded) ?? null;
}
