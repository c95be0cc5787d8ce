import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isBlockVisible, textLang, type Block } from '@tessera/schemas';
import type { BlockComponentProps } from '../renderer/block-component.ts';
import { useBlockRenderContext } from '../renderer/block-render-context.ts';
import type { StepperOptions } from './definition.ts';
import { useReportStepProgress } from './step-progress.ts';
import { useModalHost } from '../modal/modal-host.ts';
import { restoredStepperState, stepBack, stepForward, stepProgress, type StepInfo } from './stepper-state.ts';
import './Stepper.css';

/**
 * One visible child at a time, with the list of steps above it and Previous / Next below. Next
 * marks the step shown as done (on the last step: Done). The required steps left are reported to
 * the block around (a modal's agree button waits for them). The steps done are kept in the
 * member's profile meta (`block.{stepperId}.doneSteps`, beside the modal blocks' state, through
 * the same host), so a reload opens at the first step not done.
 */
export default function Stepper({ block, options }: BlockComponentProps<StepperOptions>) {
  const { t } = useTranslation();
  const { blocks, visibility, renderBlock } = useBlockRenderContext();
  const report = useReportStepProgress();
  const host = useModalHost();
  const children = (block.children ?? [])
    .map((id) => blocks.get(id))
    .filter((child): child is Block => child !== undefined && isBlockVisible(child, visibility));
  const steps: StepInfo[] = children.map((child) => ({ id: child.id, required: !options.optionalStepKeys.includes(child.key) }));
  const [state, setState] = useState(() => restoredStepperState(host?.stateOf(block.id)?.doneSteps, steps));
  const { remaining, total } = stepProgress(state, steps);

  useEffect(() => {
    report?.(block.id, { remaining, total });
  }, [block.id, remaining, report, total]);
  useEffect(() => () => report?.(block.id, null), [block.id, report]);

  function forward() {
    const next = stepForward(state, steps);
    setState(next);
    if (!host || next.done.size === state.done.size) return;
    // A failed save leaves the step done for this visit and says why.
    host.save(block.id, { ...host.stateOf(block.id), doneSteps: [...next.done] })
      .catch((error: unknown) => host.notifyError(error instanceof Error && error.message ? error.message : t('blocks.stepper.saveFailed')));
  }

  const shown = children[state.current];
  if (!shown) return null;
  const last = state.current === children.length - 1;
  const shownDone = state.done.has(shown.id);
  return (
    <div className="stepper-block">
      <ol className="stepper-block__steps" aria-label={block.title || t('blocks.stepper.steps')}>
        {children.map((child, index) => {
          const done = state.done.has(child.id);
          const required = steps[index]?.required;
          return (
            <li key={child.id} className="stepper-block__step" data-done={done || undefined} aria-current={index === state.current ? 'step' : undefined}>
              <span className="stepper-block__marker" aria-hidden="true">{done ? '✓' : index + 1}</span>
              <span className="stepper-block__name">
                <span lang={textLang(child, 'title')}>{child.title || child.key}</span>
                {done && <span className="t-visually-hidden"> ({t('blocks.stepper.done')})</span>}
                {!required && <span className="stepper-block__optional"> {t('blocks.stepper.optional')}</span>}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="stepper-block__position" aria-live="polite">{t('blocks.stepper.position', { current: state.current + 1, total: children.length })}</p>
      <div className="stepper-block__panel">{renderBlock(shown.id)}</div>
      <div className="stepper-block__nav">
        <button type="button" className="t-button t-button--secondary" disabled={state.current === 0} onClick={() => setState(stepBack)}>
          {t('blocks.stepper.previous')}
        </button>
        <button type="button" className="t-button" disabled={last && shownDone} onClick={forward}>
          {last ? t('blocks.stepper.finish') : t('blocks.stepper.next')}
        </button>
      </div>
    </div>
  );
}
