export { ParticipantPreview } from './ParticipantPreview';
export type { Participant, ParticipantPreviewProps } from './ParticipantPreview';
export { previewParticipants } from './previewParticipants';
export type { ParticipantPreviewSplit } from './previewParticipants';
