/**
 * @module The control endpoint shared by the providers' simulators (mpesa-simulator.ts, dpo-simulator.ts): tests
 * started in another process steer a simulator over HTTP. GET /__control answers its state; POST
 * /__control/reset empties its transactions and script; POST /__control with `{ next: [...answers], ...settings }`
 * queues scripted answers (`script`) and changes its settings (`set`), answering the script now queued.
 */

/** What a simulator exposes to its control endpoint. */
export interface ControlledSimulator<Answer, Settings> {
  script(...answers: Answer[]): void;
  set(settings: Settings): void;
  reset(): void;
}

/**
 * The answer to a request under /__control.
 * @param state the simulator's state as GET shows it, read at each request
 * @param scripted the answers still queued, read after a POST
 */
export async function answerControl<Answer, Settings>(
  req: Request,
  url: URL,
  sim: ControlledSimulator<Answer, Settings>,
  state: () => Record<string, unknown>,
  scripted: () => Answer[],
): Promise<Response> {
  if (req.method === 'GET') return Response.json(state());
  if (url.pathname === '/__control/reset') {
    sim.reset();
    return Response.json({ ok: true });
  }
  const body = await req.json().catch(() => ({}));
  if (Array.isArray(body.next)) sim.script(...body.next);
  sim.set(body);
  return Response.json({ ok: true, scripted: scripted() });
}

/** A simulator's command-line option: the value after `--name`, else undefined. */
export function cliArg(name: string): string | undefined {
  const i = Deno.args.indexOf(`--${name}`);
  return i >= 0 ? Deno.args[i + 1] : undefined;
}
