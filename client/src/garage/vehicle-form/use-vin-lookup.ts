import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import type { VinProblem } from '../../../../shared/vehicle/vin';
import { vinLookup, vinToLookUp, type VinLookup } from './vehicle-form-state';
import { VehicleFormVinQuery } from './vehicle-form-documents';

/** The VIN is looked up this long after typing stops. */
export const VIN_DEBOUNCE_MS = 500;

/**
 * The lookup asks for `application/json`: the gateway then answers a VIN the catalogue lacks
 * (VIN_NOT_FOUND, a field error) with HTTP 200 instead of 404, so the browser logs no failed request
 * for what is an ordinary answer.
 */
const LOOKUP_CONTEXT = { headers: { accept: 'application/json' } };

/**
 * The decoder's rules (shared/vehicle/vin.ts with its table of manufacturers): loaded when the first
 * VIN is checked, not with the pages that show the form.
 */
const loadDecoder = () => import('../../../../shared/vehicle/vin');

/**
 * The VIN field's text and its lookup: trimmed, checked 500 ms after typing stops with the decoder's
 * own rules (a typo is told at once and never sent), then asked only when it is a VIN.
 */
export function useVinLookup(): { text: string; setText: (text: string) => void; lookup: VinLookup } {
  const [text, setText] = useState('');
  const [checked, setChecked] = useState<{ vin: string; problem: VinProblem | null }>({ vin: '', problem: null });
  const vin = vinToLookUp(text);

  useEffect(() => {
    if (vin === '') {
      setChecked({ vin: '', problem: null });
      return undefined;
    }
    let current = true;
    const timer = setTimeout(() => {
      loadDecoder()
        .then(({ decodeVin }) => {
          const decoded = decodeVin(vin);
          if (current) setChecked({ vin, problem: decoded.ok ? null : decoded.problem });
        })
        // The decoder's code could not be loaded (the connection dropped): the API decides alone.
        .catch(() => current && setChecked({ vin, problem: null }));
    }, VIN_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [vin]);

  const { vin: asked, problem } = checked;
  const answer = useQuery(VehicleFormVinQuery, { variables: { vin: asked }, skip: asked === '' || problem !== null, context: LOOKUP_CONTEXT });
  const lookup = vinLookup(
    text,
    asked,
    { loading: answer.loading, failed: Boolean(answer.error), vehicles: answer.data?.vehiclesByVin },
    problem,
  );
  return { text, setText, lookup };
}
