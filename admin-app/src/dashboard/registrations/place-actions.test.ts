import { placeInLine } from './place-actions';

describe('placeInLine', () => {
  it('says a place in the waitlist as an English ordinal', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(placeInLine)).toEqual([
      '1st in line',
      '2nd in line',
      '3rd in line',
      '4th in line',
      '11th in line',
      '12th in line',
      '13th in line',
      '21st in line',
      '22nd in line',
      '23rd in line',
      '101st in line',
      '111th in line',
    ]);
  });
});
