import useSWR from 'swr';

const loadSampleContent = () => import('./sample-content');

/**
 * The built-in lists, loaded only when a page needs them (the API failed or had nothing to show),
 * so they are not part of every first view. `undefined` until they have loaded.
 */
export function useSampleContent(needed: boolean) {
  return useSWR(needed ? 'built-in sample content' : null, loadSampleContent).data;
}
