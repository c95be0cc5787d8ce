import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Rule, RuleKind, RuleOperator, RuleTree } from '@tessera/schemas';
import { Icon } from '../../../shell/icons/Icon.tsx';
import { addChild, changeRule, isGroup, newGroup, newRule, removeNode, setOperator, type RulePath } from './rule-tree-edits.ts';

/** Rule kinds the editor offers: those whose value the admin can type (field kinds) or pick by list id. */
const RULE_KINDS: readonly RuleKind[] = ['profileField', 'userField', 'profileList', 'userList'];
const OPERATORS: readonly RuleOperator[] = ['equals', 'notEquals', 'contains', 'notContains', 'isEmpty', 'isNotEmpty', 'greaterThan', 'lessThan'];
const LIST_KINDS: ReadonlySet<RuleKind> = new Set(['profileList', 'userList']);
const NO_VALUE: ReadonlySet<RuleOperator> = new Set(['isEmpty', 'isNotEmpty']);

interface EditorProps {
  tree: RuleTree;
  onChange(tree: RuleTree): void;
}

/**
 * A visual editor for a block's visibility rule tree (forms spec §3 Rule tree): groups needing all
 * or any of their children, rules on a profile or user field (path, comparison, value) or on a
 * user list membership, each invertible; groups nest.
 */
export function RuleTreeEditor({ tree, onChange }: EditorProps) {
  return <RuleGroup tree={tree} path={[]} onChange={onChange} />;
}

function RuleGroup({ tree, path, onChange }: EditorProps & { path: RulePath }) {
  const { t } = useTranslation();
  const group = path.reduce<RuleTree>((node, index) => node.children[index] as RuleTree, tree);
  const operatorId = useId();
  return (
    <fieldset className="rule-group" data-rule-path={path.join('.') || 'root'}>
      <legend className="rule-group__legend">
        <label htmlFor={operatorId}>{t('editor.rules.showWhen')}</label>{' '}
        <select id={operatorId} value={group.logicalOperator} onChange={(event) => onChange(setOperator(tree, path, event.target.value as RuleTree['logicalOperator']))}>
          <option value="all">{t('editor.rules.all')}</option>
          <option value="any">{t('editor.rules.any')}</option>
        </select>
      </legend>
      {group.children.length === 0 && <p className="edit-muted">{t('editor.rules.empty')}</p>}
      <ul className="rule-group__children">
        {group.children.map((child, index) => {
          const childPath = [...path, index];
          return (
            <li key={index}>
              {isGroup(child)
                ? <RuleGroup tree={tree} path={childPath} onChange={onChange} />
                : <RuleRow rule={child} number={index + 1} onChange={(changes) => onChange(changeRule(tree, childPath, changes))} />}
              <button type="button" className="edit-button edit-button--quiet rule-group__remove" onClick={() => onChange(removeNode(tree, childPath))}>
                {isGroup(child) ? t('editor.rules.removeGroup') : t('editor.rules.removeRule', { number: index + 1 })}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="rule-group__add">
        <button type="button" className="edit-button" onClick={() => onChange(addChild(tree, path, newRule()))}><Icon name="plus" size={16} />{t('editor.rules.addRule')}</button>
        <button type="button" className="edit-button" onClick={() => onChange(addChild(tree, path, newGroup()))}><Icon name="plus" size={16} />{t('editor.rules.addGroup')}</button>
      </div>
    </fieldset>
  );
}

/** One labelled control of a rule: the label names the control alone (not the options inside it). */
function RuleField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="rule-row__field">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

function RuleRow({ rule, number, onChange }: { rule: Rule; number: number; onChange(changes: Partial<Rule>): void }) {
  const { t } = useTranslation();
  const id = useId();
  const isList = LIST_KINDS.has(rule.kind);
  const operator = rule.operator ?? 'equals';
  return (
    <div className="rule-row" role="group" aria-label={t('editor.rules.rule', { number })}>
      <RuleField id={`${id}-kind`} label={t('editor.rules.kind')}>
        <select id={`${id}-kind`} value={rule.kind} onChange={(event) => onChange({ kind: event.target.value as RuleKind })}>
          {RULE_KINDS.map((kind) => <option key={kind} value={kind}>{t(`editor.rules.kind.${kind}`)}</option>)}
        </select>
      </RuleField>
      {isList ? (
        <RuleField id={`${id}-list`} label={t('editor.rules.listId')}>
          <input id={`${id}-list`} type="number" min={1} value={rule.listId ?? ''} onChange={(event) => onChange({ listId: Number(event.target.value) || undefined })} />
        </RuleField>
      ) : (
        <>
          <RuleField id={`${id}-path`} label={t('editor.rules.path')}>
            <input id={`${id}-path`} value={rule.path ?? ''} onChange={(event) => onChange({ path: event.target.value })} />
          </RuleField>
          <RuleField id={`${id}-operator`} label={t('editor.rules.operator')}>
            <select id={`${id}-operator`} value={operator} onChange={(event) => onChange({ operator: event.target.value as RuleOperator })}>
              {OPERATORS.map((name) => <option key={name} value={name}>{t(`editor.rules.operator.${name}`)}</option>)}
            </select>
          </RuleField>
          {!NO_VALUE.has(operator) && (
            <RuleField id={`${id}-value`} label={t('editor.rules.value')}>
              <input id={`${id}-value`} value={typeof rule.value === 'string' || typeof rule.value === 'number' ? String(rule.value) : ''} onChange={(event) => onChange({ value: event.target.value })} />
            </RuleField>
          )}
        </>
      )}
      <label className="rule-row__check">
        <input type="checkbox" checked={rule.inverted ?? false} onChange={(event) => onChange({ inverted: event.target.checked })} />
        <span>{t('editor.rules.inverted')}</span>
      </label>
    </div>
  );
}
