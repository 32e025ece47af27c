import { neutralise } from './csv-export';

describe('neutralise (formula injection, OWASP)', () => {
  it('puts an apostrophe before a cell a spreadsheet would run as a formula', () => {
    for (const cell of ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1'])
      expect(neutralise(cell)).toBe(`'${cell}`);
  });

  it('leaves every other cell as it is', () => {
    for (const cell of ['', 'Rachel', ' =1', "'=1", 'a=b', '1-2', 'Zoë'])
      expect(neutralise(cell)).toBe(cell);
  });
});
