// /moderator/users: search users by e-mail or name (20 a page), toggle their roles, disable or
// enable their accounts. The first page arrives rendered by the server (and the search form and
// page links work without JavaScript); once hydrated, searching and paging stay on the page.
// The buttons mirror the server's rules (only an admin touches the admin role or admin accounts,
// nobody demotes or disables themselves); the server enforces them regardless.
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button.tsx';
import { Form } from '../ui/Form.tsx';
import { TextInput } from '../ui/TextInput.tsx';
import { gqlRequest } from './gql.ts';
import { graphql, type ResultOf } from '../../lib/graphql.ts';
import { withIsland } from './island.tsx';
import { errorText } from './messages.ts';
import { adminToast } from './toast.ts';

export const ROLE_ORDER = ['admin', 'contentMod', 'freeDemo', 'interactDemo'] as const;

const UserFields = graphql(`fragment ModeratorUserFields on AdminUser { id email name roles disabled createdAt slug creditsUnrecovered }`);

const SEARCH = graphql(`
  query ModeratorUsers($search: String, $page: Int) {
    moderatorUsers(search: $search, page: $page) { total page pageCount items { ...ModeratorUserFields } }
  }
`, [UserFields]);

/** A user as the table shows them (creditsUnrecovered: credits a refund or dispute could not take back; the account is flagged). */
export type UserItem = ResultOf<typeof UserFields>;
export type UsersPage = ResultOf<typeof SEARCH>['moderatorUsers'];

export interface UsersTableProps {
  initial: UsersPage;
  search: string;
  viewer: { id: string; isAdmin: boolean };
  /** BCP 47 tag for dates */
  locale: string;
  /** the page language, for links to user pages */
  langCode: string;
}

const SET_ROLES = graphql(`
  mutation SetUserRoles($id: ID!, $roles: [String!]!) {
    setUserRoles(id: $id, roles: $roles) { ...ModeratorUserFields }
  }
`, [UserFields]);
const GRANT = graphql(`
  mutation GrantCredits($userId: ID!, $amount: Int!, $reason: String!) { grantCredits(userId: $userId, amount: $amount, reason: $reason) }
`);
const SET_DISABLED = graphql(`
  mutation SetUserDisabled($id: ID!, $disabled: Boolean!) {
    setUserDisabled(id: $id, disabled: $disabled) { ...ModeratorUserFields }
  }
`, [UserFields]);

export function usersHref(search: string, page: number): string {
  const query = new URLSearchParams();
  if (search) query.set('q', search);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return `/moderator/users${text ? `?${text}` : ''}`;
}

function UsersTable({ initial, search: initialSearch, viewer, locale, langCode }: UsersTableProps) {
  const { t } = useTranslation('admin');
  const [data, setData] = useState(initial);
  const [search, setSearch] = useState(initialSearch);
  const [loading, setLoading] = useState(false);
  const [pending, setPending] = useState<string | null>(null);
  const [granting, setGranting] = useState<string | null>(null);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });

  const load = async (text: string, page: number) => {
    setLoading(true);
    try {
      const { moderatorUsers } = await gqlRequest(SEARCH, { search: text, page });
      setData(moderatorUsers);
      setSearch(text);
      window.history.replaceState(window.history.state, '', usersHref(text, moderatorUsers.page));
    } catch (error) {
      adminToast.error(errorText(error, t));
    } finally {
      setLoading(false);
    }
  };

  const replace = (user: UserItem) => setData((current) => ({ ...current, items: current.items.map((item) => (item.id === user.id ? user : item)) }));

  const act = async (user: UserItem, run: () => Promise<UserItem>, success: string) => {
    setPending(user.id);
    try {
      replace(await run());
      adminToast.success(success);
    } catch (error) {
      adminToast.error(errorText(error, t));
    } finally {
      setPending(null);
    }
  };

  const toggleRole = (user: UserItem, role: string) => {
    const roles = user.roles.includes(role) ? user.roles.filter((r) => r !== role) : [...user.roles, role];
    void act(user, async () => (await gqlRequest(SET_ROLES, { id: user.id, roles })).setUserRoles,
      t('users.rolesSaved', { email: user.email }));
  };

  const toggleDisabled = (user: UserItem) => {
    const disabled = !user.disabled;
    if (disabled && !window.confirm(t('users.disableConfirm', { email: user.email }))) return;
    void act(user, async () => (await gqlRequest(SET_DISABLED, { id: user.id, disabled })).setUserDisabled,
      t(disabled ? 'users.disabledDone' : 'users.enabledDone', { email: user.email }));
  };

  const grant = async (user: UserItem, form: HTMLFormElement) => {
    const values = new FormData(form);
    const amount = Number(values.get('amount'));
    setPending(user.id);
    try {
      const { grantCredits } = await gqlRequest(GRANT, { userId: user.id, amount, reason: String(values.get('reason') ?? '') });
      adminToast.success(t('users.granted', { amount, email: user.email, balance: grantCredits }));
      setGranting(null);
    } catch (error) {
      adminToast.error(errorText(error, t));
    } finally {
      setPending(null);
    }
  };

  const goTo = (page: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    void load(search, page);
  };

  /** Mirrors the server's rules, so a button that would be refused is shown disabled. */
  const canToggle = (user: UserItem, role: string): boolean => {
    const adminAccount = user.roles.includes('admin');
    if ((role === 'admin' || adminAccount) && !viewer.isAdmin) return false;
    return !(role === 'admin' && adminAccount && user.id === viewer.id);
  };

  return (
    <div className="admin-users" aria-busy={loading || undefined}>
      <Form
        role="search" action="/moderator/users" method="get" className="admin-search"
        onSubmit={(values) => load(String(values.q ?? '').trim(), 1)}
      >
        <TextInput name="q" type="search" label={t('users.search')} labelHidden placeholder={t('users.search')} defaultValue={initialSearch} maxLength={200} />
        <Button type="submit" kind="secondary" loading={loading}>{t('users.searchButton')}</Button>
      </Form>
      <p className="admin-muted" role="status">{t('users.results', { total: data.total })}</p>
      {data.items.length === 0 ? <p className="admin-empty">{t('users.empty')}</p> : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('users.name')}</th>
                <th scope="col">{t('users.email')}</th>
                <th scope="col">{t('users.roles')}</th>
                <th scope="col">{t('users.account')}</th>
                <th scope="col">{t('users.creditsCol')}</th>
                <th scope="col">{t('users.joined')}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((user) => {
                const self = user.id === viewer.id;
                const busy = pending === user.id;
                return (
                  <tr key={user.id} data-user-id={user.id} className={user.disabled ? 'admin-row-disabled' : undefined}>
                    <td>
                      <span className="admin-strong">{user.name}</span>
                      {self ? <span className="admin-badge">{t('users.you')}</span> : null}
                      {user.slug ? <><br /><a href={`/${langCode}/${user.slug}`}>{user.slug}</a></> : null}
                    </td>
                    <td className="admin-break">{user.email}</td>
                    <td>
                      <div className="admin-roles" role="group" aria-label={t('users.rolesOf', { email: user.email })}>
                        {ROLE_ORDER.map((role) => (
                          <button
                            key={role} type="button" className="admin-role" aria-pressed={user.roles.includes(role)}
                            disabled={busy || !canToggle(user, role)} onClick={() => toggleRole(user, role)}
                          >
                            {t(`roles.${role}`)}
                          </button>
                        ))}
                      </div>
                    </td>
                    <td>
                      <span className={user.disabled ? 'admin-status admin-status--failed' : 'admin-status admin-status--done'}>
                        {user.disabled ? t('users.disabled') : t('users.active')}
                      </span>
                      {self ? null : (
                        <>
                          {' '}
                          <Button
                            size="tiny" kind={user.disabled ? 'secondary' : 'destroy'} loading={busy}
                            disabled={user.roles.includes('admin') && !viewer.isAdmin}
                            onClick={() => toggleDisabled(user)}
                          >
                            {user.disabled ? t('users.enable') : t('users.disable')}
                          </Button>
                        </>
                      )}
                    </td>
                    <td data-credits-cell="">
                      {user.creditsUnrecovered > 0 ? <span className="admin-status admin-status--failed" data-payment-flag="">{t('users.unrecovered', { n: user.creditsUnrecovered })}</span> : null}
                      {viewer.isAdmin && granting !== user.id ? (
                        <>{' '}<Button size="tiny" kind="secondary" onClick={() => setGranting(user.id)}>{t('users.grant')}</Button></>
                      ) : null}
                      {viewer.isAdmin && granting === user.id ? (
                        <form className="admin-grant" onSubmit={(e) => { e.preventDefault(); void grant(user, e.currentTarget); }}>
                          <label>{t('users.grantAmount')} <input name="amount" type="number" min={1} max={100000} step={1} required defaultValue={10} /></label>
                          <label>{t('users.grantReason')} <input name="reason" type="text" required maxLength={500} /></label>
                          <Button size="tiny" type="submit" loading={busy}>{t('users.grantSubmit')}</Button>
                          <Button size="tiny" kind="secondary" type="button" onClick={() => setGranting(null)}>{t('users.grantCancel')}</Button>
                        </form>
                      ) : null}
                    </td>
                    <td>{date.format(new Date(user.createdAt))}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {data.pageCount > 1 ? (
        <nav className="admin-pager" aria-label={t('actions.pages')}>
          {data.page > 1 ? <a href={usersHref(search, data.page - 1)} onClick={goTo(data.page - 1)} rel="prev">{t('actions.previous')}</a> : <span />}
          <span>{t('actions.pageOf', { page: data.page, pages: data.pageCount })}</span>
          {data.page < data.pageCount ? <a href={usersHref(search, data.page + 1)} onClick={goTo(data.page + 1)} rel="next">{t('actions.next')}</a> : <span />}
        </nav>
      ) : null}
    </div>
  );
}

export default withIsland(UsersTable);
