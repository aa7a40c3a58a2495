import { UrlParserPage } from '../../features/url-parser/pages/url-parser-page';

export function UrlParserRoute() {
  return <UrlParserPage />;
}
