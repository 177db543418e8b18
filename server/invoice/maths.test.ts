import { describe, expect, it } from 'vitest';
import {
  arcaAmount,
  centavosOf,
  invoiceAmounts,
  invoiceLetter,
  InvoiceRuleError,
  receiverFields,
  refundLines,
  shippingLine,
  voucherCode,
  voucherOf,
  type InvoiceLineInput,
} from './maths';

describe('invoice letter and codes', () => {
  it('follows the issuer and the buyer', () => {
    expect(invoiceLetter('RESPONSABLE_INSCRIPTO', 'RESPONSABLE_INSCRIPTO')).toBe('A');
    expect(invoiceLetter('RESPONSABLE_INSCRIPTO', 'MONOTRIBUTO')).toBe('A');
    expect(invoiceLetter('RESPONSABLE_INSCRIPTO', 'CONSUMIDOR_FINAL')).toBe('B');
    expect(invoiceLetter('RESPONSABLE_INSCRIPTO', 'EXENTO')).toBe('B');
    expect(invoiceLetter('RESPONSABLE_INSCRIPTO', null)).toBe('B');
    for (const buyer of ['RESPONSABLE_INSCRIPTO', 'MONOTRIBUTO', 'CONSUMIDOR_FINAL', 'EXENTO', null] as const) expect(invoiceLetter('MONOTRIBUTO', buyer)).toBe('C');
  });

  it('gives ARCA codes for invoices and credit notes', () => {
    expect([voucherCode('A'), voucherCode('A', 'CREDIT_NOTE')]).toEqual([1, 3]);
    expect([voucherCode('B'), voucherCode('B', 'CREDIT_NOTE')]).toEqual([6, 8]);
    expect([voucherCode('C'), voucherCode('C', 'CREDIT_NOTE')]).toEqual([11, 13]);
    expect(voucherOf(8)).toEqual({ letter: 'B', kind: 'CREDIT_NOTE' });
    expect(voucherOf(2)).toBeNull();
  });
});

describe('receiver fields', () => {
  const anon = { documentType: null, documentNumber: '', ivaCondition: null, name: '' };
  it('invoices an anonymous consumer as 99 / 0 under the limit and refuses above it', () => {
    expect(receiverFields(anon, 50_000_00)).toEqual({ docType: 99, docNumber: '0', conditionId: 5 });
    expect(() => receiverFields(anon, 10_000_000_00)).toThrow(InvoiceRuleError);
  });
  it('uses the CUIT of a registered buyer and the DNI of an identified consumer', () => {
    expect(receiverFields({ documentType: 'CUIT', documentNumber: '30-71234567-1', ivaCondition: 'RESPONSABLE_INSCRIPTO', name: 'X' }, 1)).toEqual({ docType: 80, docNumber: '30712345671', conditionId: 1 });
    expect(receiverFields({ documentType: 'CUIT', documentNumber: '20123456786', ivaCondition: 'MONOTRIBUTO', name: 'X' }, 1).conditionId).toBe(6);
    expect(receiverFields({ documentType: 'DNI', documentNumber: '30.123.456', ivaCondition: 'CONSUMIDOR_FINAL', name: 'X' }, 20_000_000_00)).toEqual({ docType: 96, docNumber: '30123456', conditionId: 5 });
    expect(() => receiverFields({ documentType: 'DNI', documentNumber: '30123456', ivaCondition: 'RESPONSABLE_INSCRIPTO', name: 'X' }, 1)).toThrow(/CUIT/);
  });
  it('treats a buyer billed abroad as a final consumer with the passport', () => {
    expect(receiverFields({ documentType: 'PASSPORT', documentNumber: 'X1234567'.replace(/\D/g, ''), ivaCondition: 'RESPONSABLE_INSCRIPTO', name: 'Y', country: 'UY' }, 1)).toEqual({ docType: 94, docNumber: '1234567', conditionId: 5 });
  });
});

describe('invoice amounts', () => {
  it('breaks out 21 % and 10.5 % and adds up to what was paid', () => {
    const a = invoiceAmounts([
      { description: 'Filtro', unitPrice: 12_100_00, quantity: 2, ivaRate: 210 },
      { description: 'Libro', unitPrice: 1_105_00, quantity: 1, ivaRate: 105 },
      shippingLine(3_630_00),
    ]);
    expect(a.ivaRows).toEqual([
      { rate: 210, id: 5, net: 23_000_00, iva: 4_830_00 },
      { rate: 105, id: 4, net: 1_000_00, iva: 105_00 },
    ]);
    expect(a.total).toBe(2 * 12_100_00 + 1_105_00 + 3_630_00);
    expect(a.net + a.iva).toBe(a.total);
  });

  it('rounds per rate and shares the rounding among lines deterministically', () => {
    const lines: InvoiceLineInput[] = [
      { description: 'a', unitPrice: 1, quantity: 1, ivaRate: 210 },
      { description: 'b', unitPrice: 1, quantity: 1, ivaRate: 210 },
      { description: 'c', unitPrice: 1, quantity: 1, ivaRate: 210 },
    ];
    const a = invoiceAmounts(lines);
    // 3 centavos with IVA: net round(3 / 1.21) = 2, IVA 1
    expect(a.ivaRows[0]).toMatchObject({ net: 2, iva: 1 });
    expect(a.lines.map((l) => l.net)).toEqual([1, 1, 0]);
    expect(invoiceAmounts(lines)).toEqual(a);
  });

  it('always adds up to the centavo, with IVA within a centavo of net × rate', () => {
    let seed = 7;
    const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    for (let k = 0; k < 2000; k++) {
      const lines: InvoiceLineInput[] = Array.from({ length: 1 + rnd(6) }, (_, i) => ({ description: `l${i}`, unitPrice: 1 + rnd(5_000_000), quantity: 1 + rnd(5), ivaRate: rnd(3) === 0 ? 105 : 210 }));
      const a = invoiceAmounts(lines);
      const paid = lines.reduce((s, l) => s + l.unitPrice * l.quantity, 0);
      expect(a.total).toBe(paid);
      expect(a.net + a.iva).toBe(paid);
      for (const row of a.ivaRows) {
        expect(Math.abs(row.iva - (row.net * row.rate) / 1000)).toBeLessThanOrEqual(1);
        const ofRate = a.lines.filter((l) => l.ivaRate === row.rate);
        expect(ofRate.reduce((s, l) => s + l.net, 0)).toBe(row.net);
        expect(ofRate.reduce((s, l) => s + l.iva, 0)).toBe(row.iva);
      }
    }
  });

  it('refuses amounts that are not whole centavos', () => {
    expect(() => invoiceAmounts([{ description: 'x', unitPrice: 10.5, quantity: 1, ivaRate: 210 }])).toThrow(RangeError);
  });

  it('writes and reads ARCA amounts', () => {
    expect(arcaAmount(123456)).toBe('1234.56');
    expect(arcaAmount(5)).toBe('0.05');
    expect(centavosOf('1234.5')).toBe(123450);
    expect(centavosOf('12')).toBe(1200);
    expect(centavosOf('1.234')).toBeNull();
  });
});

describe('credit note lines of a refund', () => {
  const rows = invoiceAmounts([
    { description: 'Batería', unitPrice: 121_000_00, quantity: 1, ivaRate: 210 },
    { description: 'Manual', unitPrice: 11_050_00, quantity: 2, ivaRate: 105 },
  ]).ivaRows;

  it('credits one line at the rate of an invoice of one rate', () => {
    const single = invoiceAmounts([{ description: 'Batería', unitPrice: 121_000_00, quantity: 1, ivaRate: 210 }]).ivaRows;
    expect(refundLines(single, 10_000_00, 'Reintegro')).toEqual([{ description: 'Reintegro', unitPrice: 10_000_00, quantity: 1, ivaRate: 210 }]);
  });

  it('shares the amount among the invoice rates in proportion to what each invoiced, to the centavo', () => {
    const lines = refundLines(rows, 14_310_01, 'Reintegro');
    expect(lines.map((l) => l.ivaRate)).toEqual([210, 105]);
    expect(lines.reduce((s, l) => s + l.unitPrice, 0)).toBe(14_310_01);
    // 121,000 of 143,100 at 21 %.
    expect(lines[0].unitPrice).toBe(Math.round((14_310_01 * 121_000_00) / 143_100_00));
    const credited = invoiceAmounts(lines);
    expect(credited.total).toBe(14_310_01);
    expect(credited.ivaRows.map((r) => r.rate)).toEqual([210, 105]);
  });

  it('refuses a refund of nothing', () => {
    expect(() => refundLines(rows, 0, 'Reintegro')).toThrow(RangeError);
  });
});
