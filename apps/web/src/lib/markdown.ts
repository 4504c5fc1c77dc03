// A tiny Markdown renderer for the rules pages (docs/rules/*.md): headings, paragraphs, lists,
// bold, italics, inline code and tables. Text is escaped first, so nothing in a file becomes markup
// it did not ask for.
function escape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function inline(text: string): string {
  return escape(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^*])\*([^*\s][^*]*)\*/g, '$1<em>$2</em>')
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, label: string, href: string) =>
      /^(https?:|\/|#)/.test(href) ? `<a href="${href}">${label}</a>` : label,
    );
}

function tableRow(line: string, cell: 'td' | 'th'): string {
  const cells = line.replace(/^\||\|$/g, '').split('|');
  return `<tr>${cells.map((c) => `<${cell}>${inline(c.trim())}</${cell}>`).join('')}</tr>`;
}

export function renderMarkdown(source: string): string {
  const out: string[] = [];
  const lines = source.replace(/\r\n/g, '\n').split('\n');
  let paragraph: string[] = [];
  let list: 'ul' | 'ol' | null = null;
  let table: string[] = [];
  const flushParagraph = () => {
    if (paragraph.length) out.push(`<p>${inline(paragraph.join(' '))}</p>`);
    paragraph = [];
  };
  const flushList = () => {
    if (list) out.push(`</${list}>`);
    list = null;
  };
  const flushTable = () => {
    if (table.length) {
      const [head, , ...body] = table;
      out.push(
        `<table><thead>${tableRow(head ?? '', 'th')}</thead><tbody>${body.map((r) => tableRow(r, 'td')).join('')}</tbody></table>`,
      );
    }
    table = [];
  };
  for (const raw of lines) {
    const line = raw.trimEnd();
    const heading = /^(#{1,4})\s+(.*)$/.exec(line);
    const bullet = /^\s*[-*]\s+(.*)$/.exec(line);
    const numbered = /^\s*\d+[.)]\s+(.*)$/.exec(line);
    if (line.startsWith('|')) {
      flushParagraph();
      flushList();
      table.push(line);
      continue;
    }
    flushTable();
    if (heading) {
      flushParagraph();
      flushList();
      const level = Math.min(4, (heading[1]?.length ?? 1) + 1);
      out.push(`<h${level}>${inline(heading[2] ?? '')}</h${level}>`);
    } else if (bullet || numbered) {
      flushParagraph();
      const kind = bullet ? 'ul' : 'ol';
      if (list !== kind) {
        flushList();
        out.push(`<${kind}>`);
        list = kind;
      }
      out.push(`<li>${inline((bullet ?? numbered)?.[1] ?? '')}</li>`);
    } else if (line.trim() === '') {
      flushParagraph();
      flushList();
    } else if (list && /^\s+/.test(raw)) {
      const last = out.pop() ?? '';
      out.push(last.replace(/<\/li>$/, ` ${inline(line.trim())}</li>`));
    } else {
      flushList();
      paragraph.push(line.trim());
    }
  }
  flushParagraph();
  flushList();
  flushTable();
  return out.join('\n');
}
