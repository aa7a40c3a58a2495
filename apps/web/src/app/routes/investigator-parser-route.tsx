import { ParserPage } from '../../features/investigator';

export function InvestigatorParserRoute() {
  return <ParserPage />;
}
