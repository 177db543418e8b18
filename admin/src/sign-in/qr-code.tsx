import { create } from 'qrcode';

/**
 * A QR code of a text (the authenticator's `otpauth://` address) drawn as one SVG path: no image
 * address, no canvas, nothing the page's content policy has to allow.
 */
export function QrCode({ text, label, size = 192 }: { text: string; label: string; size?: number }) {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const span = modules.size + quiet * 2;
  let d = '';
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) d += `M${col + quiet} ${row + quiet}h1v1h-1z`;
    }
  }
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${span} ${span}`} shapeRendering="crispEdges" style={{ background: '#fff' }}>
      <path d={d} fill="#000" />
    </svg>
  );
}
