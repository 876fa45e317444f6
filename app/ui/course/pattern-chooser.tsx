// "Which pattern?": seed 002's decision tree as questions answered one at a time; the leaf names the pattern,
// says why, and opens its design in the lab at a preset that shows it at work.
import { useId, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { follow, type Node } from '../../course/decision-tree';

export function PatternChooser() {
  const { t } = useTranslation();
  const headingId = useId();
  const [answers, setAnswers] = useState<boolean[]>([]);
  // Every question answered so far, and the node they lead to.
  const path: { node: Node; answer: boolean | undefined }[] = [];
  for (let i = 0; i <= answers.length; i += 1) path.push({ node: follow(answers.slice(0, i))!, answer: answers[i] });
  const here = path.at(-1)!.node;
  return (
    <section className="pattern-chooser" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('course.choose.heading')}</h3>
      <p className="muted">{t('course.choose.intro')}</p>
      {path.map(({ node, answer }, depth) =>
        node.kind === 'question' ? (
          <fieldset key={node.id} className="choose-question">
            <legend>{t(`course.choose.question.${node.id}`)}</legend>
            {[true, false].map((yes) => (
              <button
                key={String(yes)}
                type="button"
                aria-pressed={answer === yes}
                onClick={() => setAnswers([...answers.slice(0, depth), yes])}
              >
                {t(yes ? 'course.choose.yes' : 'course.choose.no')}
              </button>
            ))}
          </fieldset>
        ) : null,
      )}
      {here.kind === 'leaf' && (
        <div className="choose-leaf" role="status">
          <p>
            <strong>{t(`course.choose.leaf.${here.id}.name`)}</strong> — {t(`course.choose.leaf.${here.id}.why`)}
          </p>
          <p>
            <a href={`#/lab?design=${encodeURIComponent(here.design)}&log=${encodeURIComponent(here.log)}`}>
              {t('course.choose.open', { design: t(`designs.${here.design}.name`) })}
            </a>
            {' · '}
            <button type="button" onClick={() => setAnswers([])}>
              {t('course.choose.again')}
            </button>
          </p>
        </div>
      )}
    </section>
  );
}
