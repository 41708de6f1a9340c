import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { UNSAFE_NavigationContext, type Navigator } from 'react-router';
import type { MessageKey } from '../../../generated/messages.ja.js';
import { t } from '../../i18n/i18n.js';
import { useFeedback } from '../../feedback/feedback.js';

/** What discarding the changes leads to; it decides the question and the button (model/messages/generic.ja.yaml). */
export type DiscardKind = 'close' | 'leave' | 'switch';

const questions: Record<DiscardKind, { content: MessageKey; okText: MessageKey }> = {
  close: { content: 'genericScreen.unsaved.closeQuestion', okText: 'genericScreen.unsaved.discardAndClose' },
  leave: { content: 'genericScreen.unsaved.leaveQuestion', okText: 'genericScreen.unsaved.discardAndLeave' },
  switch: { content: 'genericScreen.unsaved.switchQuestion', okText: 'genericScreen.unsaved.discardAndSwitch' },
};

/** Edits not saved yet, and the one question asked before they are thrown away. */
export interface UnsavedChanges {
  isDirty: boolean;
  /** The user changed something. */
  markDirty: () => void;
  /** Saved or thrown away: nothing to warn about (takes effect at once, before a navigation in the same tick). */
  markClean: () => void;
  /** Runs `onDiscard` at once when nothing changed, else after the user chose 破棄して… in the question. */
  confirmDiscard: (kind: DiscardKind, onDiscard: () => void) => void;
}

/**
 * Warns before unsaved changes are thrown away (issue 8): while dirty, closing or reloading the tab asks the
 * browser's question, and every in-app navigation (links, menus, navigate()) asks ours first. The app runs under
 * <BrowserRouter>, where react-router's useBlocker does not work (it needs a data router), so the hook wraps the
 * router's navigator instead; the browser's back button is not held.
 */
export function useUnsavedChanges(): UnsavedChanges {
  const [isDirty, setIsDirty] = useState(false);
  const dirty = useRef(false);
  const { modal } = useFeedback();
  const { navigator } = useContext(UNSAFE_NavigationContext);

  const markDirty = useCallback(() => {
    dirty.current = true;
    setIsDirty(true);
  }, []);
  const markClean = useCallback(() => {
    dirty.current = false;
    setIsDirty(false);
  }, []);
  // One question at a time: a second click on キャンセル (or Escape) while it is asked opens no second one.
  const isAsking = useRef(false);
  const confirmDiscard = useCallback((kind: DiscardKind, onDiscard: () => void) => {
    if (!dirty.current) {
      onDiscard();
      return;
    }
    if (isAsking.current) return;
    isAsking.current = true;
    const question = questions[kind];
    modal.confirm({
      title: t('genericScreen.unsaved.title'),
      content: t(question.content),
      okText: t(question.okText),
      okButtonProps: { danger: true },
      cancelText: t('genericScreen.unsaved.keepEditing'),
      onOk: () => {
        isAsking.current = false;
        dirty.current = false;
        setIsDirty(false);
        onDiscard();
      },
      onCancel: () => { isAsking.current = false; },
    });
  }, [modal]);

  useEffect(() => {
    if (!isDirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    const nav: Navigator = navigator;
    const { push, replace } = nav;
    nav.push = (...args) => confirmDiscard('leave', () => push.apply(nav, args));
    nav.replace = (...args) => confirmDiscard('leave', () => replace.apply(nav, args));
    return () => {
      window.removeEventListener('beforeunload', warn);
      nav.push = push;
      nav.replace = replace;
    };
  }, [isDirty, navigator, confirmDiscard]);

  return useMemo(() => ({ isDirty, markDirty, markClean, confirmDiscard }), [isDirty, markDirty, markClean, confirmDiscard]);
}
