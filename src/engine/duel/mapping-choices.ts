import type { YamlNode } from '../input/yaml-node.ts';
import type { Cell, Provenance } from '../ruleset/provenance.ts';

/**
 * The choices an adapter makes reading one situation: every value of a
 * mapping file it used, as a cell with its provenance. A value is `mapping`
 * (the adapter's invention) unless the file's `textBacked` list names it
 * with the rule sentence it rests on; then it is `text`.
 */
export class MappingChoices {
  readonly used: Cell[] = [];
  private readonly backed = new Map<string, string>();

  constructor(private readonly root: YamlNode) {
    const t = root.get('textBacked');
    if (t.exists) for (const [path, ref] of t.entries()) this.backed.set(path, ref.string());
  }

  /** The file's `textBacked` keys must name values of the file. */
  checkBacked(): void {
    for (const path of this.backed.keys())
      if (!this.at(path).exists)
        this.root.get('textBacked').get(path).fail('a value of this mapping file (dotted path)');
  }

  private at(path: string): YamlNode {
    return path.split('.').reduce((n, k) => n.get(k), this.root);
  }

  /** Record the values at these dotted paths as used for this situation. */
  use(...paths: string[]): void {
    for (const path of paths) {
      if (this.used.some((c) => c.field === path)) continue;
      const n = this.at(path);
      const ref = this.backed.get(path);
      const source: Provenance = ref === undefined ? 'mapping' : 'text';
      this.used.push({
        text: JSON.stringify(n.value()),
        source,
        ref,
        file: n.file,
        line: n.line,
        field: path,
      });
    }
  }

  /** How many used values are the adapter's own choices. */
  get mappingCount(): number {
    return this.used.filter((c) => c.source === 'mapping').length;
  }

  /** 1 when the result rests on at least one mapping choice, for the rests_on_mapping tally. */
  get restsOnMapping(): number {
    return this.mappingCount > 0 ? 1 : 0;
  }

  /** One line for reports: the choices by path and value. */
  describe(): string {
    const mine = this.used
      .filter((c) => c.source === 'mapping')
      .map((c) => (c.text.length > 40 ? c.field : `${c.field}=${c.text}`));
    const text = this.used.filter((c) => c.source === 'text').map((c) => c.field);
    return `${mine.length} mapping choice${mine.length === 1 ? '' : 's'}: ${mine.join(', ') || 'none'}${text.length ? `; from the text: ${text.join(', ')}` : ''}`;
  }
}
