const ONES = ['', 'satu', 'dua', 'tiga', 'empat', 'lima', 'enam', 'tujuh', 'delapan', 'sembilan', 'sepuluh', 'sebelas'];
const SCALES: [number, string][] = [
  [1e12, 'triliun'],
  [1e9, 'miliar'],
  [1e6, 'juta'],
  [1e3, 'ribu'],
];

/** Words of 0 < n < 1000 ("seratus", "sebelas", "dua puluh lima"). */
function belowThousand(n: number): string {
  if (n < 12) return ONES[n];
  if (n < 20) return `${ONES[n - 10]} belas`;
  if (n < 100) return [`${ONES[Math.floor(n / 10)]} puluh`, ONES[n % 10]].filter(Boolean).join(' ');
  const hundreds = Math.floor(n / 100);
  return [hundreds === 1 ? 'seratus' : `${ONES[hundreds]} ratus`, n % 100 ? belowThousand(n % 100) : ''].filter(Boolean).join(' ');
}

/**
 * A whole rupiah amount in Indonesian words, as a kwitansi writes it: 1.250.000 → "satu juta dua ratus
 * lima puluh ribu rupiah" (1.000 is "seribu", 100 "seratus"); a fraction of a rupiah is rounded.
 */
export function terbilang(amount: number): string {
  let n = Math.round(Math.abs(amount));
  if (n === 0) return 'nol rupiah';
  const words: string[] = amount < 0 ? ['minus'] : [];
  for (const [size, name] of SCALES) {
    const part = Math.floor(n / size);
    if (!part) continue;
    words.push(size === 1e3 && part === 1 ? 'seribu' : `${belowThousand(part)} ${name}`);
    n %= size;
  }
  if (n) words.push(belowThousand(n));
  return `${words.join(' ')} rupiah`;
}
