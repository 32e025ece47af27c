import Koa from 'koa';
import request from 'supertest';
import { neutralise, sendCsv } from './csv-export';

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

describe('sendCsv', () => {
  it('quotes a cell with a semicolon, which a `;`-separated spreadsheet would split', async () => {
    const app = new Koa().use((ctx) =>
      sendCsv(ctx, {
        name: 'people',
        columns: [{ header: 'Name', cell: (row: string) => row }],
        rows: ['x;=1+1', 'Rachel'],
      }),
    );
    const { text } = await request(app.callback()).get('/').expect(200);
    expect(text).toBe('\uFEFFName\r\n"x;=1+1"\r\nRachel\r\n');
  });
});
