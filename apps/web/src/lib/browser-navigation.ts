/** Full-page navigations, behind an object so tests can observe them (jsdom cannot leave the page). */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
