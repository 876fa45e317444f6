// A lesson's Markdown, rendered by react-markdown with GitHub-flavoured tables: no raw HTML (it is not rendered at
// all), headings moved one level down under the lesson's own title, and the directives turned into live parts —
// labs, predictions with the fold that follows each, tries.
import Markdown, { type Components } from 'react-markdown';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import { remarkLessonDirectives } from '../../course/directives';
import { PlacedLab } from './lesson-lab';
import { LessonFold } from './lesson-fold';
import { PredictionBox } from './prediction-box';
import { TryBox } from './try-box';

type Directive = { 'data-target'?: string; 'data-index'?: string; children?: React.ReactNode };

const COMPONENTS = {
  h1: ({ children }) => <h3>{children}</h3>,
  h2: ({ children }) => <h3>{children}</h3>,
  h3: ({ children }) => <h4>{children}</h4>,
  h4: ({ children }) => <h5>{children}</h5>,
  // Links may only go somewhere safe: the lab's own routes, or http(s) in a new tab.
  a: ({ href, children }) =>
    href && href.startsWith('#/') ? (
      <a href={href}>{children}</a>
    ) : href && /^https?:\/\//.test(href) ? (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  img: () => null,
  // A long line of code scrolls inside its block, which the keyboard must reach to scroll it.
  pre: ({ children }) => <pre tabIndex={0}>{children}</pre>,
  // A wide table scrolls inside its own box (reachable by keyboard), never the page.
  table: ({ children }) => (
    <div className="table-scroll" tabIndex={0}>
      <table>{children}</table>
    </div>
  ),
  'lesson-lab': (props: Directive) => <PlacedLab index={Number(props['data-index'] ?? -1)} />,
  'lesson-predict': (props: Directive) => <PredictionBox id={props['data-target'] ?? ''} />,
  'lesson-fold': (props: Directive) => (
    <LessonFold prediction={props['data-target'] ?? ''}>{props.children}</LessonFold>
  ),
  'lesson-try': (props: Directive) => <TryBox id={props['data-target'] ?? ''} />,
} as Components;

export function LessonMarkdown({ text }: { text: string }) {
  return (
    <Markdown remarkPlugins={[remarkGfm, remarkDirective, remarkLessonDirectives]} components={COMPONENTS} skipHtml>
      {text}
    </Markdown>
  );
}
