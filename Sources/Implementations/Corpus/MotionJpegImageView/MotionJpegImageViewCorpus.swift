import InputConformance

/// The Motion-JPEG image view bug of the corpus. Not drivable yet, for the reasons of
/// ``ORStackViewCorpus``, and because its trigger is data arriving from the network.
public enum MotionJpegImageViewCorpus {
  public static let bugs: [CorpusBug] = [b58]

  /// What the FACT ports need before the runner can drive them.
  static let factoryNeeds = [
    "capability: the owner's declared parts (here the view's own parts, e.g. stackView), so that the reference "
      + "owner mirrors them instead of the player's titleLabel/captionLabel/imageView and Play",
    "factory kind nib: the template path instantiates a custom view class from a Nib (init(coder:) then "
      + "awakeFromNib, never init(frame:)), the code path calls its code initialiser (Platform/Nib.swift models it)",
  ]

  /// B58: a view decoded from a nib lacks its end marker and traps when data arrives.
  public static let b58 = CorpusBug(
    id: "B58", repository: "mateagar/Motion-JPEG-Image-View-for-iOS",
    issue: "https://github.com/mateagar/Motion-JPEG-Image-View-for-iOS/pull/4",
    buggyCommit: "30b091fe4987675c1ff59efdd7060c06ec07552b", fixCommit: "40c733e7d66681fb44b3b8214884171eb316be50",
    clause: "FACT-3", expectedClause: "FACT-3",
    trigger: ["nib-instantiated view", "play", "data arrives -> rangeOfData:_endMarkerData with a nil marker traps"],
    buggy: nil, fixed: nil,
    needs: factoryNeeds + [
      "event: the view's data source delivers data (here a multipart frame from the connection), observed as the "
        + "image shown; a fresh process per case (the end marker is a process-wide static, created by any view "
        + "made in code)"
    ],
    notPortable: nil)
}
