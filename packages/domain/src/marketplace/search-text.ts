// The offer search's rule (spec part 3 section 5): the query is literal text matched
// case-insensitively over the title, the advertiser and the description. Both sides are
// folded to lower case here, once, so the database compares with a plain LIKE (which its
// trigram index serves) and a % or _ typed by the owner is that character.

/** What an offer is searched by: its title, advertiser and description, in lower case. */
export function offerSearchText(
  title: string,
  advertiserName: string,
  description: readonly string[],
): string {
  return [title, advertiserName, ...description].join(' ').toLowerCase();
}

/** The LIKE pattern for a query: lower case, LIKE's wildcards and escape escaped, anywhere. */
export function literalLikePattern(query: string): string {
  return `%${query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A LIKE pattern's meaning, for the tests: does `text` hold the query? */
export function matchesSearch(searchText: string, query: string): boolean {
  return searchText.includes(query.toLowerCase());
}
