// When a form saves (forms spec §4 and §9): on demand or, with autosave, 2 s after the last
// change; never twice at once (a save asked for during another runs after it); a submit-once form
// never again after it saved; and not while a field still holds input the form has not received
// (it waits 300 ms at a time). What a save does (validate, confirm, submit) is `run`'s.
export const AUTOSAVE_DELAY_MS = 2000;
export const IN_FLIGHT_WAIT_MS = 300;

/** saved: the values were sent and accepted; not-saved: a rule, the member or the server stopped it; blocked: submit-once. */
export type SaveOutcome = 'saved' | 'not-saved' | 'blocked';

export interface FormSaverOptions {
  /** One save: validation, the optional confirmation and the submission; resolves whether it saved. */
  run(): Promise<boolean>;
  /** A form that saves once: later saves are blocked. @default false */
  submitOnce?: boolean;
  /** Saves AUTOSAVE_DELAY_MS after the last change. @default false */
  autosave?: boolean;
  /** Whether a field still holds input the form has not received. @default never */
  fieldsInFlight?(): boolean;
}

export interface FormSaver {
  save(): Promise<SaveOutcome>;
  /** A field changed: with autosave, (re)starts the wait before saving. */
  changed(): void;
  /** Whether a submit-once form has saved. */
  readonly done: boolean;
  /** Drops a pending autosave (the form closed). */
  dispose(): void;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createFormSaver({ run, submitOnce = false, autosave = false, fieldsInFlight = () => false }: FormSaverOptions): FormSaver {
  let done = false;
  let queue: Promise<SaveOutcome> = Promise.resolve('not-saved');
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function saveNow(): Promise<SaveOutcome> {
    if (submitOnce && done) return 'blocked';
    while (fieldsInFlight()) await wait(IN_FLIGHT_WAIT_MS);
    const saved = await run().catch(() => false);
    if (saved) done = true;
    return saved ? 'saved' : 'not-saved';
  }

  function save(): Promise<SaveOutcome> {
    clearTimeout(timer);
    timer = undefined;
    queue = queue.then(saveNow, saveNow);
    return queue;
  }

  return {
    save,
    changed() {
      if (!autosave || (submitOnce && done)) return;
      clearTimeout(timer);
      timer = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    },
    get done() { return done; },
    dispose() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
