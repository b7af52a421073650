import { csvLine } from './csv';

describe('CSV lines', () => {
  it('quotes what needs quoting and leaves the rest alone', () => {
    expect(csvLine(['plain', 42, true, null, undefined])).toBe('plain,42,true,,\r\n');
    expect(csvLine(['a,b', 'say "hi"', 'two\nlines'])).toBe('"a,b","say ""hi""","two\nlines"\r\n');
    // Times in IST with their offset: 18:29:59 UTC is 23:59:59 the same day in India, 18:30 the next day.
    expect(csvLine([new Date('2025-10-26T18:29:59Z')])).toBe('2025-10-26T23:59:59+05:30\r\n');
    expect(csvLine([new Date('2025-10-26T18:30:00.999Z')])).toBe('2025-10-27T00:00:00+05:30\r\n');
  });

  it('defuses spreadsheet formulas in participant-supplied text', () => {
    expect(csvLine(['=HYPERLINK("http://evil")', '+1+cmd|calc', '-2+A1', '@SUM(A1)'])).toBe(
      `"'=HYPERLINK(""http://evil"")",'+1+cmd|calc,'-2+A1,'@SUM(A1)\r\n`,
    );
    expect(csvLine([-2, '+919800000001', '+91', '-1.5'])).toBe('-2,+919800000001,+91,-1.5\r\n');
    expect(csvLine(['+91 -cmd|calc'])).toBe(`'+91 -cmd|calc\r\n`);
  });
});
