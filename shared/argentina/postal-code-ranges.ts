/**
 * Four-digit Argentine postal codes (the numbers of the old code, which the CPA keeps between its
 * province letter and its block-face letters) to the province whose range holds them and the main
 * locality of that range, as `[first, last, province letter, locality]`.
 *
 * Source: a compact range table derived from Correo Argentino's published postal-code (CP/CPA)
 * listings by province: each row is a block of codes that Correo Argentino assigns to localities of
 * one province, named after the block's head locality (the city whose code opens it, e.g. 5000
 * Córdoba, 9410 Ushuaia). It is deliberately coarse: a few small localities near a provincial border
 * carry a code inside a neighbour's block, and codes between blocks are left out (an unknown code).
 * A CPA's letter names the province outright and wins over this table.
 */
export type PostalCodeRange = readonly [first: number, last: number, letter: string, locality: string];

export const POSTAL_CODE_RANGES: readonly PostalCodeRange[] = [
  [1000, 1499, 'C', 'Ciudad Autónoma de Buenos Aires'],
  [1500, 1899, 'B', 'Gran Buenos Aires'],
  [1900, 1999, 'B', 'La Plata'],
  [2000, 2199, 'S', 'Rosario'],
  [2200, 2299, 'S', 'San Lorenzo'],
  [2300, 2399, 'S', 'Rafaela'],
  [2400, 2499, 'X', 'San Francisco'],
  [2500, 2599, 'S', 'Cañada de Gómez'],
  [2600, 2699, 'S', 'Venado Tuerto'],
  [2700, 2799, 'B', 'Pergamino'],
  [2800, 2819, 'B', 'Zárate'],
  [2820, 2899, 'E', 'Gualeguaychú'],
  [2900, 2999, 'B', 'San Nicolás de los Arroyos'],
  [3000, 3099, 'S', 'Santa Fe'],
  [3100, 3199, 'E', 'Paraná'],
  [3200, 3299, 'E', 'Concordia'],
  [3300, 3399, 'N', 'Posadas'],
  [3400, 3499, 'W', 'Corrientes'],
  [3500, 3599, 'H', 'Resistencia'],
  [3600, 3699, 'P', 'Formosa'],
  [3700, 3799, 'H', 'Presidencia Roque Sáenz Peña'],
  [4000, 4199, 'T', 'San Miguel de Tucumán'],
  [4200, 4399, 'G', 'Santiago del Estero'],
  [4400, 4599, 'A', 'Salta'],
  [4600, 4699, 'Y', 'San Salvador de Jujuy'],
  [4700, 4799, 'K', 'San Fernando del Valle de Catamarca'],
  [5000, 5299, 'X', 'Córdoba'],
  [5300, 5399, 'F', 'La Rioja'],
  [5400, 5499, 'J', 'San Juan'],
  [5500, 5599, 'M', 'Mendoza'],
  [5600, 5699, 'M', 'San Rafael'],
  [5700, 5799, 'D', 'San Luis'],
  [5800, 5899, 'X', 'Río Cuarto'],
  [5900, 5999, 'X', 'Villa María'],
  [6000, 6299, 'B', 'Junín'],
  [6300, 6399, 'L', 'Santa Rosa'],
  [6400, 6499, 'B', 'Trenque Lauquen'],
  [6500, 6599, 'B', 'Nueve de Julio'],
  [6600, 6699, 'B', 'Mercedes'],
  [6700, 6799, 'B', 'Luján'],
  [7000, 7099, 'B', 'Tandil'],
  [7100, 7199, 'B', 'Dolores'],
  [7200, 7399, 'B', 'Azul'],
  [7400, 7499, 'B', 'Olavarría'],
  [7500, 7599, 'B', 'Tres Arroyos'],
  [7600, 7699, 'B', 'Mar del Plata'],
  [8000, 8199, 'B', 'Bahía Blanca'],
  [8200, 8299, 'L', 'General Acha'],
  [8300, 8399, 'Q', 'Neuquén'],
  [8400, 8499, 'R', 'San Carlos de Bariloche'],
  [8500, 8599, 'R', 'Viedma'],
  [9000, 9010, 'U', 'Comodoro Rivadavia'],
  [9011, 9019, 'Z', 'Caleta Olivia'],
  [9020, 9049, 'U', 'Sarmiento'],
  [9050, 9099, 'Z', 'Puerto Deseado'],
  [9100, 9199, 'U', 'Trelew'],
  [9200, 9299, 'U', 'Esquel'],
  [9300, 9399, 'Z', 'Puerto San Julián'],
  [9400, 9409, 'Z', 'Río Gallegos'],
  [9410, 9419, 'V', 'Ushuaia'],
  [9420, 9429, 'V', 'Río Grande'],
];
