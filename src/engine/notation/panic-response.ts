/**
 * Panic responses (§3.3, §5.5): the forced move, mildest first, and the loss
 * number beside it (`Re 1`).
 */
export const RESPONSES = ['D', 'W', 'F', 'Re', 'Rt'] as const;
export type Response = (typeof RESPONSES)[number];

export const RESPONSE_NAMES: Record<Response, string> = {
  D: 'disengage',
  W: 'withdraw',
  F: 'fall back',
  Re: 'retreat',
  Rt: 'rout',
};

export interface PanicResult {
  response: Response;
  /** index in RESPONSES: 0 = D ... 4 = Rt */
  rank: number;
  loss: number;
}

/** A response and its loss number (0 to 99); undefined for anything else. */
export function parsePanicResult(text: string): PanicResult | undefined {
  const m = /^(D|W|F|Re|Rt)(?:\s+(\d{1,2}))?$/.exec(text.trim());
  if (!m) return undefined;
  const response = m[1] as Response;
  return { response, rank: RESPONSES.indexOf(response), loss: m[2] ? Number(m[2]) : 0 };
}

export function formatPanicResult(r: { response: Response; loss: number }): string {
  return r.loss ? `${r.response} ${r.loss}` : r.response;
}
