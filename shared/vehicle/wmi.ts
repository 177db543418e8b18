/**
 * World manufacturer identifiers (VIN positions 1-3) of the makes sold in Argentina, including the
 * plants in Argentina (8A…), Brazil (9B…, 93…, 94…), Mexico (3…) and the makes' home countries.
 */
const WMI_MAKES: Record<string, string[]> = {
  Volkswagen: ['8AW', '9BW', 'WVW', 'WVG', '3VW', '1VW'],
  Chevrolet: ['8AG', '9BG', '3G1', '1G1', 'KL1', '3GN'],
  Ford: ['8AF', '9BF', '3FA', '1FT', '1FA', 'WF0'],
  Fiat: ['8AP', '9BD', 'ZFA'],
  Renault: ['8A1', '93Y', 'VF1'],
  Peugeot: ['8AD', 'VF3'],
  Toyota: ['8AJ', '9BR', 'JTD', 'JTE', 'MR0', 'JTM'],
  Citroën: ['8BC', 'VF7', '935'],
  Honda: ['93H', 'JHM', '2HG', '1HG'],
  Nissan: ['94D', '3N1', 'JN1', '1N4'],
  Jeep: ['988', '1C4', '1J4'],
  'Mercedes-Benz': ['8AC', 'WDD', 'WDB', 'W1K', 'W1N'],
  BMW: ['WBA', 'WBS', 'WBX'],
  Audi: ['WAU', 'TRU', 'WUA'],
  Hyundai: ['KMH', 'MAL', '5NP'],
  Kia: ['KNA', 'KNE', 'KND'],
  Chery: ['LVV'],
  Suzuki: ['JS2', 'MA3', 'JSA'],
  Mitsubishi: ['JA3', 'JMB', 'MMB', 'JA4'],
  RAM: ['3C6', '1C6'],
  Dodge: ['3D4', '1B3', '2B3', '2C4'],
  Chrysler: ['2C3', '1C3', '2A4'],
  Subaru: ['JF1', 'JF2'],
  Mazda: ['JM1', 'JMZ'],
  Volvo: ['YV1', 'YV4'],
  'Land Rover': ['SAL'],
  Mini: ['WMW'],
  'Alfa Romeo': ['ZAR'],
  Seat: ['VSS'],
  DS: ['VR1'],
  Haval: ['LGW'],
  JAC: ['LJ1'],
  BAIC: ['LNB'],
};

export const MAKE_BY_WMI: ReadonlyMap<string, string> = new Map(
  Object.entries(WMI_MAKES).flatMap(([make, wmis]) => wmis.map((wmi) => [wmi, make] as const)),
);
