/**
 * The page's sign that the app has hydrated: an attribute on <html>, set in gatsby-browser's
 * onInitialClientRender. Gatsby calls that from an effect of its root component, which runs after every
 * effect of the page below it, so by then each component has mounted and answers input. The end-to-end
 * tests wait for it (e2e/support/browser.ts), as the bench does.
 */
export const HYDRATED_ATTRIBUTE = "data-hydrated"

export function markHydrated(): void {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "")
}
