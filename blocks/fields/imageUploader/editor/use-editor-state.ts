import { useState } from 'react';
import type { EditorNotice } from './editor-notice.ts';
import type { FocalPoint } from './focal-point.ts';
import { AVAILABLE_RATIOS, DEFAULT_MAXIMISED_RATIO, DEFAULT_RATIOS, type Ratio } from './ratios.ts';

export type EditorView = 'image' | 'previews';

/**
 * Everything the editor holds while open: the view, the focal point (and the one last saved; null
 * while the image itself is unsaved), zoom, the ratios and the previews' layout, the notice. Kept
 * by ImageEditor above both its inline and full-screen forms, so switching keeps what was done.
 */
export function useEditorState(savedFocal: FocalPoint, unsaved: boolean) {
  const [view, setView] = useState<EditorView>('image');
  const [focal, setFocal] = useState(savedFocal);
  const [saved, setSaved] = useState<FocalPoint | null>(unsaved ? null : savedFocal);
  const [selecting, setSelecting] = useState(true);
  const [zoom, setZoom] = useState(1);
  const [listed, setListed] = useState<Ratio[]>([...DEFAULT_RATIOS, ...AVAILABLE_RATIOS]);
  const [active, setActive] = useState<Ratio[]>([...DEFAULT_RATIOS]);
  const [maximised, setMaximised] = useState<Ratio | null>(DEFAULT_MAXIMISED_RATIO);
  const [perRow, setPerRow] = useState(3);
  const [notice, setNotice] = useState<EditorNotice | null>(null);
  const [saving, setSaving] = useState(false);
  return {
    view, setView, focal, setFocal, saved, setSaved, selecting, setSelecting, zoom, setZoom, listed, setListed,
    active, setActive, maximised, setMaximised, perRow, setPerRow, notice, setNotice, saving, setSaving,
    /** The focal point moved since it was saved, or the image is new. */
    changed: saved === null || focal.x !== saved.x || focal.y !== saved.y,
  };
}

export type EditorState = ReturnType<typeof useEditorState>;
