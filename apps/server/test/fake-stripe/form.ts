/**
 * Stripe's request bodies (and GET queries) are form-encoded with bracket keys, the way stripe-node writes
 * them: `metadata[user_id]=u1`, `expand[0]=latest_charge`, `billing_details[address][line1]=…`. This reads
 * them back into the nested object the SDK was given; indexed keys (`[0]`, `[1]`) become arrays.
 */
export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

export function parseForm(encoded: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const [head = '', ...rest] = key.split('[');
    const path = [head, ...rest.map((segment) => segment.replace(/\]$/, ''))];
    let node: FormObject = root;
    path.forEach((segment, index) => {
      if (index === path.length - 1) {
        node[segment] = value;
        return;
      }
      const next = node[segment];
      if (typeof next !== 'object' || Array.isArray(next)) node[segment] = {};
      node = node[segment] as FormObject;
    });
  }
  return arraysOf(root) as FormObject;
}

/** `{0: a, 1: b}` → `[a, b]`, all the way down. */
function arraysOf(value: FormValue): FormValue {
  if (typeof value === 'string') return value;
  const entries = Object.entries(value as FormObject).map(([key, inner]) => [key, arraysOf(inner)] as const);
  const indexed = entries.length > 0 && entries.every(([key], index) => key === String(index));
  return indexed ? entries.map(([, inner]) => inner) : Object.fromEntries(entries);
}
