import { readRecentSearches, saveRecentSearch } from './recent-searches';

describe('recent searches', () => {
  it('starts empty', () => {
    expect(readRecentSearches()).toEqual([]);
  });

  it('keeps the last five, newest first, without case duplicates', () => {
    ['one', 'two', 'three', 'four', 'five', 'six', 'TWO'].forEach(saveRecentSearch);
    expect(readRecentSearches()).toEqual(['TWO', 'six', 'five', 'four', 'three']);
    expect(JSON.parse(window.localStorage.getItem('recentSearches')!)).toEqual(['TWO', 'six', 'five', 'four', 'three']);
  });

  it('ignores blank text and trims', () => {
    saveRecentSearch('   ');
    saveRecentSearch('  air cargo ');
    expect(readRecentSearches()).toEqual(['air cargo']);
  });

  it('survives a corrupted store', () => {
    window.localStorage.setItem('recentSearches', '{not json');
    expect(readRecentSearches()).toEqual([]);
    window.localStorage.setItem('recentSearches', JSON.stringify(['ok', 42, null]));
    expect(readRecentSearches()).toEqual(['ok']);
  });
});
