import { useEffect, useState } from 'react';
import { useClientQuery } from '../../lib/data/use-client-query';
import { vinLookup, vinToLookUp, type VinLookup } from './vehicle-form-state';
import { VehicleFormVinQuery } from './vehicle-form-documents';

/** The VIN is looked up this long after typing stops. */
export const VIN_DEBOUNCE_MS = 500;

/** The VIN field's text and its lookup: trimmed, asked 500 ms after typing stops and only when not empty. */
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

  const answer = useClientQuery(VehicleFormVinQuery, { variables: { vin: asked }, skip: asked === '' });
  const lookup = vinLookup(text, asked, {
    loading: answer.loading,
    failed: Boolean(answer.error),
    vehicles: answer.data?.vehiclesByVin,
  });
  return { text, setText, lookup };
}
