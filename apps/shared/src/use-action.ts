/**
 * @module `useAction`: one user action against the API (save, cancel, book...) with its pending flag, built on swr's
 * `useSWRMutation`. A failure becomes the spec's error toast: the API's Portuguese message when it answered with an
 * error body ({@link ApiError}), else the screen's own fallback text. A screen that shows the failure itself (an
 * inline alert, a field's error) turns the toast off and reads `error`. `useIdempotentAction` adds the attempt's
 * Idempotency-Key; `apiError`, `apiText` and `fieldErrors` are the only places that look inside an API error.
 */
import { useTranslation } from 'react-i18next';
import { i18n } from './i18n.ts';
import { useCallback, useId, useRef, useState } from 'react';
import useSWRMutation from 'swr/mutation';
import { useToast } from '@turismo/ui-kit/Toast';
import { ApiError } from './api.ts';
import { OFFLINE_ACTION_MESSAGE } from './offline.ts';

/**
 * The API's answer behind a failure (its status, stable code, Portuguese message and details), else undefined: the
 * one way a screen branches on what the API said (a 404 page, a 409 refresh, a refused promo code). A call that got
 * no answer is an ApiError with status 0 ('NETWORK_ERROR').
 * @example if (apiError(err)?.status === 409) void mutate();
 */
export function apiError(err: unknown): ApiError | undefined {
  return err instanceof ApiError ? err : undefined;
}

/**
 * The API's own explanation of a refusal (a 4xx or 5xx with an error body), else null: not the network's message nor
 * a bare 'HTTP_502' the API did not write.
 * @example apiText(err) ?? t('Não foi possível criar sua viagem. Tente novamente.')
 */
export function apiText(err: unknown): string | null {
  const answer = apiError(err);
  return answer && answer.status >= 400 && !answer.code.startsWith('HTTP_') && answer.message ? answer.message : null;
}

/**
 * The text to show for `err`: the API's message for an {@link ApiError}, the offline message when the browser has no
 * network, else `fallback`.
 * @example errorMessage(error, 'Não foi possível carregar as suas ofertas.')
 */
export function errorMessage(err: unknown, fallback: string): string {
  const answer = apiError(err);
  if (answer) return answer.message;
  // Without a network the action never reached the server: say so rather than a vague failure (issue 14).
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return i18n.t(OFFLINE_ACTION_MESSAGE);
  return fallback;
}

/**
 * A validation refusal as the form's errors per field: each of the API's `details` ({ path, message }) under the
 * field its path starts with (the first message a field gets); the API's message under `otherwise` when no detail
 * names a field; `fallback` there when the API gave no answer.
 * @example setErrors(fieldErrors(err, ['bankName', 'iban'], 'iban', t('Não foi possível guardar a conta bancária.')))
 */
export function fieldErrors<F extends string>(
  err: unknown,
  fields: readonly F[],
  otherwise: F,
  fallback: string,
): Partial<Record<F, string>> {
  const answer = apiError(err);
  if (!answer) return { [otherwise]: fallback } as Partial<Record<F, string>>;
  const details = Array.isArray(answer.details) ? answer.details as { path?: string; message: string }[] : [];
  const found: Partial<Record<F, string>> = {};
  for (const detail of details) {
    const field = fields.find((f) => f === String(detail.path ?? '').split('.')[0]);
    if (field && !found[field]) found[field] = detail.message;
  }
  return Object.keys(found).length ? found : { [otherwise]: answer.message } as Partial<Record<F, string>>;
}

export type ActionOptions<Arg, Data> = {
  /**
   * The failure toast: its title ('Erro' by default) and the description used when the API gave no message.
   * `toast: false` when the screen shows the failure itself (`error`, or `onError`).
   */
  failure: { title?: string; description: string; toast?: boolean };
  /** Runs after a success, before `trigger` resolves. */
  onSuccess?: (data: Data, arg: Arg) => void | Promise<void>;
  /** Runs after a failure, with the text the toast showed (e.g. to keep it in an inline alert as well). */
  onError?: (err: unknown, message: string, arg: Arg) => void;
  /** The message shown for `err` (default {@link errorMessage}); return null for the fallback. */
  message?: (err: unknown) => string | null;
};

export type Action<Arg, Data> = {
  /** Runs the action; resolves to its result, or undefined after a failure (already toasted). Never rejects. */
  trigger: (arg: Arg) => Promise<Data | undefined>;
  /** True while it runs (the buttons' loading state). */
  isMutating: boolean;
  /** The argument of the running call (e.g. which row is busy), else undefined. */
  pending: Arg | undefined;
  /** The last failure's text (for an inline alert or a field), null before, while running and after a success. */
  error: string | null;
};

/**
 * @example
 * const cancel = useAction((id: string) => cancelRide(id), {
 *   failure: { title: 'Erro ao cancelar', description: 'Não foi possível cancelar a oferta. Tente novamente.' },
 *   onSuccess: () => toast({ title: 'Oferta cancelada', variant: 'success' }),
 * });
 * <Button loading={cancel.isMutating} onClick={() => void cancel.trigger(ride.id)}>Cancelar</Button>
 */
export function useAction<Arg = void, Data = unknown>(
  run: (arg: Arg) => Promise<Data>,
  options: ActionOptions<Arg, Data>,
): Action<Arg, Data> {
  const { toast } = useToast();
  const { t } = useTranslation();
  // The latest callbacks, so callers may pass inline functions.
  const latest = useRef({ run, options });
  latest.current = { run, options };
  // A key of its own: no swr cache entry is read, written or revalidated by an action.
  const key = `action:${useId()}`;
  const { trigger: swrTrigger, isMutating } = useSWRMutation<Data, unknown, string, Arg>(
    key,
    (_key, { arg }) => latest.current.run(arg),
    { throwOnError: true, populateCache: false, revalidate: false },
  );
  // swr types `trigger` as a union over whether Arg may be undefined; an action always passes its argument.
  const runSWR = swrTrigger as (arg: Arg) => Promise<Data>;
  const [pending, setPending] = useState<{ arg: Arg } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const trigger = useCallback(async (arg: Arg): Promise<Data | undefined> => {
    setPending({ arg });
    setError(null);
    try {
      const data = await runSWR(arg);
      await latest.current.options.onSuccess?.(data, arg);
      return data;
    } catch (err) {
      const { failure, onError, message } = latest.current.options;
      const text = (message ? message(err) : errorMessage(err, failure.description)) ?? failure.description;
      if (failure.toast !== false) {
        toast({ title: failure.title ?? t('Erro'), description: text, variant: 'destructive' });
      }
      setError(text);
      onError?.(err, text, arg);
      return undefined;
    } finally {
      setPending(null);
    }
  }, [runSWR, toast, t]);

  return { trigger, isMutating: isMutating || pending !== null, pending: pending?.arg, error };
}

/**
 * An action sent under an Idempotency-Key (a booking, a payment, a redemption): one key per attempt, kept after a
 * failure that got no answer (status 0: the server may have acted, and answers the same again to the same key),
 * dropped after any answer, success or refusal, and by `reset` (the user changed what is sent). `scope` gives each
 * thing its own attempt (e.g. one per reward); `reset()` without a scope drops them all.
 * @example
 * const book = useIdempotentAction((key, body: Body) => createBooking(body, key), { failure: { description: '...' } });
 */
export function useIdempotentAction<Arg = void, Data = unknown>(
  run: (key: string, arg: Arg) => Promise<Data>,
  options: ActionOptions<Arg, Data> & { scope?: (arg: Arg) => string },
): Action<Arg, Data> & { reset: (scope?: string) => void } {
  const keys = useRef(new Map<string, string>());
  const action = useAction(async (arg: Arg) => {
    const scope = options.scope?.(arg) ?? '';
    const key = keys.current.get(scope) ?? crypto.randomUUID();
    keys.current.set(scope, key);
    try {
      const data = await run(key, arg);
      keys.current.delete(scope);
      return data;
    } catch (err) {
      if (apiError(err)?.status !== 0) keys.current.delete(scope);
      throw err;
    }
  }, options);
  const reset = useCallback((scope?: string) => {
    if (scope === undefined) keys.current.clear();
    else keys.current.delete(scope);
  }, []);
  return { ...action, reset };
}
