import { useSearchParams } from 'react-router-dom';

/** The query parameter naming the year tab a page shows: `?year=2024`, `?year=special`. */
export const YEAR_PARAM = 'year';

/**
 * A page's year tabs, chosen by its address. Each tab is a link to `?year=<tab>`, which the
 * server renders with that tab shown, so the tabs work without scripts. With scripts a tab
 * switches in place and puts its year in the address instead of a new history entry: Back leaves
 * the page, and a reload or a shared link shows the same year.
 *
 * `tabs` are the tab ids in order; the tab shown is the address's, else `fallback`.
 */
export function useYearTabs(tabs: readonly string[], fallback: string | undefined) {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get(YEAR_PARAM);
  return {
    defaultSelectedKey: asked !== null && tabs.includes(asked) ? asked : fallback,
    // The rest of the address stays: a draft's preview is seen under every tab.
    hrefOf: (tab: string) => {
      const params = new URLSearchParams(searchParams);
      params.set(YEAR_PARAM, tab);
      return `?${params}`;
    },
    onSelectionChange: (tab: string) =>
      setSearchParams(
        (params) => {
          params.set(YEAR_PARAM, tab);
          return params;
        },
        { replace: true, preventScrollReset: true },
      ),
  };
}
