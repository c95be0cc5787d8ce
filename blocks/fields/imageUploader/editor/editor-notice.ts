/** A notice the image editor shows, in the spec's notice colours. */
export interface EditorNotice { tone: 'positive' | 'warning' | 'negative' | 'info'; text: string }
