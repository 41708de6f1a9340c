// Copies of antd's icons (scripts/iconCopiesPlugin.ts): the package's own would each be a chunk shared with antd.
import CloseCircleFilled from 'virtual:antd-icon/CloseCircleFilled';
import EyeInvisibleOutlined from 'virtual:antd-icon/EyeInvisibleOutlined';
import EyeOutlined from 'virtual:antd-icon/EyeOutlined';
import InfoCircleFilled from 'virtual:antd-icon/InfoCircleFilled';
import LoadingOutlined from 'virtual:antd-icon/LoadingOutlined';
import LockOutlined from 'virtual:antd-icon/LockOutlined';
import ReadOutlined from 'virtual:antd-icon/ReadOutlined';
import UserOutlined from 'virtual:antd-icon/UserOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { constants } from '../../../generated/constants.js';
import { tPublic } from '../../i18n/publicText.js';
import type { Credentials } from '../../providers/signIn.js';
import { svgIcon } from './svgIcon.js';

type Field = keyof Credentials;

/** What the log-in form is given by the page that shows it (the signed-in app's router, or the public shell). */
export interface LoginFormOptions {
  /** Why the page was opened: the message of the answer that ended the last session, until a sign-in fails. */
  sessionMessage?: string;
  /** Signs in and goes on to the next page; resolves with the message to show when the sign-in failed. */
  onSubmit(credentials: Credentials): Promise<string | undefined>;
}

/** A shown log-in form. */
export interface LoginForm {
  /** Takes the form out of the page; an answer still on its way changes nothing any more. */
  unmount(): void;
}

/** The message of a field that is not filled in (the login ID must have more than spaces). */
function missing(field: Field, value: string): string | undefined {
  if (field === 'username') return value.trim() === '' ? tPublic('login.usernameRequired') : undefined;
  return value === '' ? tPublic('login.passwordRequired') : undefined;
}

/** An element with its class, attributes and children. */
function h<K extends keyof HTMLElementTagNameMap>(
  tag: K, options: { className?: string; attrs?: Record<string, string>; text?: string } = {}, children: Array<Node> = [],
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  if (options.className) element.className = options.className;
  for (const [name, value] of Object.entries(options.attrs ?? {})) element.setAttribute(name, value);
  if (options.text !== undefined) element.textContent = options.text;
  element.append(...children);
  return element;
}

/** An antd-style alert (role alert): info or error, with its icon. */
function alertBox(type: 'info' | 'error', message: string): HTMLElement {
  return h('div', { className: `login-alert login-alert-${type}`, attrs: { role: 'alert' } }, [
    h('span', { className: 'login-alert-icon' }, [svgIcon(type === 'info' ? InfoCircleFilled : CloseCircleFilled)]),
    h('div', { className: 'login-alert-message', text: message }),
  ]);
}

let formCount = 0;

/**
 * Shows the sign-in form in `container`: ログインID and パスワード, each checked on submit and again as it changes once
 * marked, the server's message on failure, the fields and the button busy while signing in. Plain DOM and CSS drawn
 * as antd draws them (login.css): the log-in page is a phone's first page and loads neither React, antd nor the
 * signed-in app (issue 17 item 11). The signed-in app shows the same form inside its router (LoginPage.tsx).
 */
export function mountLoginForm(container: HTMLElement, options: LoginFormOptions): LoginForm {
  formCount += 1;
  const id = `login-${formCount}`;
  const state = {
    fieldErrors: {} as Partial<Record<Field, string | undefined>>,
    error: undefined as string | undefined,
    isPending: false,
    isPasswordShown: false,
  };
  let isMounted = true;

  const field = (name: Field, label: string, icon: IconDefinition, attrs: Record<string, string>) => {
    const inputId = `${id}-${name}`;
    const input = h('input', { attrs: { ...attrs, id: inputId } });
    const wrapper = h('span', { className: 'login-input' }, [h('span', { className: 'login-input-prefix' }, [svgIcon(icon)]), input]);
    const message = h('div', { className: 'login-field-error', attrs: { id: `${inputId}-error`, role: 'alert' } });
    const item = h('div', { className: 'login-item' }, [h('label', { className: 'login-label', attrs: { for: inputId }, text: label }), wrapper]);
    // A field already marked is checked again as it changes; an untouched one waits for the submit.
    const changed = () => {
      if (!(name in state.fieldErrors)) return;
      state.fieldErrors[name] = missing(name, input.value);
      render();
    };
    input.addEventListener('input', changed);
    input.addEventListener('change', changed);
    return { input, wrapper, message, item };
  };
  const fields = {
    username: field('username', tPublic('login.username'), UserOutlined, { type: 'text', autocomplete: 'username' }),
    password: field('password', tPublic('login.password'), LockOutlined, { type: 'password', autocomplete: 'current-password' }),
  };
  const eyes = { open: svgIcon(EyeOutlined), closed: svgIcon(EyeInvisibleOutlined) };
  const toggle = h('button', { className: 'login-input-toggle', attrs: { type: 'button', 'aria-label': tPublic('login.showTyped') } });
  toggle.addEventListener('click', () => {
    state.isPasswordShown = !state.isPasswordShown;
    render();
  });
  fields.password.wrapper.append(toggle);

  const alerts = h('div');
  const spinner = svgIcon(LoadingOutlined, 'login-spin');
  const submit = h('button', { className: 'login-submit', attrs: { type: 'submit' } }, [h('span', { text: tPublic('login.submit') })]);
  const form = h('form', { attrs: { novalidate: '' } }, [fields.username.item, fields.password.item, submit]);
  const page = h('div', { className: 'login-page' }, [
    h('main', { className: 'login-card' }, [
      h('div', { className: 'login-brand' }, [
        h('span', { className: 'login-mark', attrs: { 'aria-hidden': 'true' } }, [svgIcon(ReadOutlined)]),
        h('h1', { className: 'login-title', text: constants.productTitle }),
        h('span', { className: 'login-secondary', text: tPublic('login.title') }),
      ]),
      alerts,
      form,
    ]),
    h('footer', { className: 'login-footer', text: tPublic('app.copyright', { from: constants.copyrightFromYear, to: new Date().getFullYear() }) }),
  ]);

  let shownAlert = '';
  /** Brings the page in line with the state; an element is only touched when what it shows changes. */
  function render(): void {
    for (const [name, { input, wrapper, message, item }] of Object.entries(fields)) {
      const text = state.fieldErrors[name as Field];
      item.className = text ? 'login-item login-item-invalid' : 'login-item';
      wrapper.className = ['login-input', text ? 'login-input-invalid' : '', state.isPending ? 'login-input-disabled' : ''].filter(Boolean).join(' ');
      input.disabled = state.isPending;
      if (text) {
        input.setAttribute('aria-invalid', 'true');
        input.setAttribute('aria-describedby', message.id);
        if (message.textContent !== text) message.textContent = text;
        if (!message.isConnected) item.append(message);
      } else {
        input.removeAttribute('aria-invalid');
        input.removeAttribute('aria-describedby');
        message.remove();
      }
    }
    fields.password.input.type = state.isPasswordShown ? 'text' : 'password';
    toggle.setAttribute('aria-pressed', String(state.isPasswordShown));
    toggle.disabled = state.isPending;
    const eye = state.isPasswordShown ? eyes.open : eyes.closed;
    if (toggle.firstChild !== eye) toggle.replaceChildren(eye);
    // An alert is put in the page only when it changes: a screen reader announces it each time it is added.
    const alert = state.error ? `error:${state.error}` : options.sessionMessage ? `info:${options.sessionMessage}` : '';
    if (alert !== shownAlert) {
      shownAlert = alert;
      alerts.replaceChildren(...(state.error ? [alertBox('error', state.error)] : options.sessionMessage ? [alertBox('info', options.sessionMessage)] : []));
    }
    submit.className = state.isPending ? 'login-submit login-submit-loading' : 'login-submit';
    if (state.isPending) submit.prepend(spinner);
    else spinner.remove();
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (state.isPending) return;
    // Read from the fields themselves: a browser's autofill may not have told the page as it filled them.
    const credentials = { username: fields.username.input.value, password: fields.password.input.value };
    state.fieldErrors = { username: missing('username', credentials.username), password: missing('password', credentials.password) };
    if (state.fieldErrors.username || state.fieldErrors.password) {
      render();
      return;
    }
    state.error = undefined;
    state.isPending = true;
    render();
    void options.onSubmit(credentials).catch((error: unknown) => {
      // A sign-in step that failed outside its own error handling: said as a failed sign-in, not left spinning.
      console.error('sign-in failed', error);
      return tPublic('login.failed');
    }).then((message) => {
      if (!isMounted) return;
      state.isPending = false;
      state.error = message;
      render();
    });
  });

  render();
  container.replaceChildren(page);
  fields.username.input.focus();
  return {
    unmount() {
      isMounted = false;
      page.remove();
    },
  };
}
