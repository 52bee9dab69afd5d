// A wizard's optional proof file, uploaded as soon as it is chosen: the record then points at it.
import { useState } from "react";
import type { UploadedProof } from "@/lib/proof-files";

/** What a wizard's steps get to show and change the proof through its upload field. */
export type ProofStepProps = {
  proofFile: UploadedProof | null;
  onProofFile: (file: UploadedProof | null) => void;
  onUploadingChange: (uploading: boolean) => void;
};

/** The chosen proof, whether it is still uploading (Next waits for it), and the props its steps take. */
export function useProofUpload(initial: UploadedProof | null | (() => UploadedProof | null) = null) {
  const [proofFile, setProofFile] = useState<UploadedProof | null>(initial);
  const [uploading, setUploading] = useState(false);
  const stepProps: ProofStepProps = { proofFile, onProofFile: setProofFile, onUploadingChange: setUploading };
  return { proofFile, uploading, stepProps };
}
