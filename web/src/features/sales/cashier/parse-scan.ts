/** '3*8991234567' → 3 of code 8991234567; a plain code is 1. */
export function parseScan(text: string): { qty: number; code: string } {
  const m = /^\s*(\d{1,4})\s*\*\s*(.*)$/.exec(text);
  return m ? { qty: Math.max(1, Number(m[1])), code: m[2].trim() } : { qty: 1, code: text.trim() };
}
