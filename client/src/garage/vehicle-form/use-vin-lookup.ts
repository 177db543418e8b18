import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { decodeVin } from '../../../../shared/vehicle/vin';
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
 * The VIN field's text and its lookup: trimmed, checked 500 ms after typing stops with the decoder's
 * own rules (shared/vehicle/vin.ts: a typo is told at once and never sent), then asked only when it
 * is a VIN.
 */
export function useVinLookup(): { text: string; setText: (text: string) => void; lookup: VinLookup } {
  const [text, setText] = useState('');
  const [asked, setAsked] = useState('');
  const vin = vinToLookUp(text);

  useEffect(() => {
    if (vin === '') {
      setAsked('');
      return undefined;
    }
    const timer = setTimeout(() => setAsked(vin), VIN_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [vin]);

  const decoded = useMemo(() => (asked === '' ? null : decodeVin(asked)), [asked]);
  const problem = decoded && !decoded.ok ? decoded.problem : null;
  const answer = useQuery(VehicleFormVinQuery, { variables: { vin: asked }, skip: asked === '' || problem !== null, context: LOOKUP_CONTEXT });
  const lookup = vinLookup(
    text,
    asked,
    { loading: answer.loading, failed: Boolean(answer.error), vehicles: answer.data?.vehiclesByVin },
    problem,
  );
  return { text, setText, lookup };
}
