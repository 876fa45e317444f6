// A lesson's Markdown, rendered by react-markdown: no raw HTML (it is not rendered at all), headings moved
// one level down under the lesson's own title, and the three directives turned into live parts.
import Markdown, { type Components } from 'react-markdown';
import remarkDirective from 'remark-directive';
import { remarkLessonDirectives } from '../../course/directives';
import { LessonLab } from './lesson-lab';
import { PredictionBox } from './prediction-box';
import { TryBox } from './try-box';

type Directive = { 'data-target'?: string };

const COMPONENTS = {
  h1: ({ children }) => <h3>{children}</h3>,
  h2: ({ children }) => <h3>{children}</h3>,
  h3: ({ children }) => <h4>{children}</h4>,
  h4: ({ children }) => <h5>{children}</h5>,
  // Links may only go somewhere safe: the lab's own routes or http(s).
  a: ({ href, children }) => (href && /^(#\/|https?:\/\/)/.test(href) ? <a href={href}>{children}</a> : <span>{children}</span>),
  img: () => null,
  'lesson-lab': (props: Directive) => <LessonLab preset={props['data-target'] ?? ''} />,
  'lesson-predict': (props: Directive) => <PredictionBox id={props['data-target'] ?? ''} />,
  'lesson-try': (props: Directive) => <TryBox id={props['data-target'] ?? ''} />,
} as Components;

export function LessonMarkdown({ text }: { text: string }) {
  return (
    <Markdown remarkPlugins={[remarkDirective, remarkLessonDirectives]} components={COMPONENTS} skipHtml>
      {text}
    </Markdown>
  );
}
