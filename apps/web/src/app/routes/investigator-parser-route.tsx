import { ParserPage } from '../../features/investigator/pages/parser-page';

export function InvestigatorParserRoute() {
  return <ParserPage />;
}
