import { describe, expect, it } from '@jest/globals';
import type { IndianState } from '../../api/profile-api';
import { pageCount, readResultsView, resultsSearch, roundTitle, viewHolding } from './results-view';

const STATES: IndianState[] = ['Kerala', 'Uttar Pradesh'];
const read = (query: string) => readResultsView(new URLSearchParams(query), STATES);

describe("a round's results view in the address", () => {
  it('reads the theme, the state and the page a shared link asks for', () => {
    expect(read('theme=life&state=Uttar+Pradesh&page=3')).toEqual({
      filter: { category: 'life', state: 'Uttar Pradesh' },
      page: 3,
      stateLoading: false,
    });
  });

  it('drops what the API would refuse: an unknown theme or state, a page below 1 or not a whole number', () => {
    for (const query of ['theme=romance', 'state=Atlantis', 'page=0', 'page=-2', 'page=2.5', 'page=two']) {
      expect(read(query)).toEqual({ filter: { category: undefined, state: undefined }, page: 1, stateLoading: false });
    }
  });

  it('waits for the list of states before asking for a state it cannot check yet', () => {
    const loading = (query: string) => readResultsView(new URLSearchParams(query), undefined).stateLoading;
    expect(loading('state=Kerala')).toBe(true);
    expect(loading('theme=action')).toBe(false);
  });

  it('writes the defaults out of the address, so the first page of everything is the bare round address', () => {
    expect(resultsSearch({ filter: {}, page: 1 }).toString()).toBe('');
    const search = resultsSearch({ filter: { category: 'policies', state: 'Kerala' }, page: 2 });
    expect(read(search.toString())).toEqual({
      filter: { category: 'policies', state: 'Kerala' },
      page: 2,
      stateLoading: false,
    });
  });
});

describe('find me', () => {
  it('goes to the unfiltered page holding the line, whatever filters were on', () => {
    expect(viewHolding(0, 50)).toEqual({ filter: {}, page: 1 });
    expect(viewHolding(49, 50)).toEqual({ filter: {}, page: 1 });
    expect(viewHolding(50, 50)).toEqual({ filter: {}, page: 2 });
    expect(viewHolding(499, 50)).toEqual({ filter: {}, page: 10 });
  });
});

describe('paging', () => {
  it('counts at least one page, even for an empty list', () => {
    expect([0, 1, 50, 51, 500].map((total) => pageCount(total, 50))).toEqual([1, 1, 1, 2, 10]);
  });
});

describe("a round's title", () => {
  const round = { title: 'Round 3: The Finalists', translations: { hi: 'चरण 3: फ़ाइनलिस्ट' } };

  it("is the organisers' title in the page's language where they wrote one, their English one otherwise", () => {
    expect(roundTitle(round, 'hi')).toBe('चरण 3: फ़ाइनलिस्ट');
    expect(roundTitle(round, 'en')).toBe('Round 3: The Finalists');
  });

  it('stays English where they wrote no title in that language', () => {
    expect(roundTitle({ title: 'Round 1', translations: {} }, 'hi')).toBe('Round 1');
    expect(roundTitle({ title: 'Round 1', translations: { hi: '  ' } }, 'hi')).toBe('Round 1');
  });
});
