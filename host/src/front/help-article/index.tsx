// A help article: a document of its own, served for every /front-pages/help-center/article/<slug>; see
// ../startFrontPage.tsx.
import { startFrontPage } from '../startFrontPage';
import { HelpArticlePage } from './HelpArticlePage';

// The article is the page: its data is wanted at once.
void startFrontPage(() => <HelpArticlePage />, { startApi: 'afterPaint', mockApi: 'content' });
