import InputConformance
import InputGenerators
import InputImplementations
import Testing

/// A clause that does not apply to an implementation says why: which declared capability excludes it
/// (CONFORMANCE.md, "Capabilities"), never a bare "not applicable".
@Suite struct NotApplicableReasonTests {
  /// The reference configurations, and a bare declaration of every kind on every family: a rule
  /// with a `needs` closure is excluded by at least one of them.
  static let configurations: [(name: String, capabilities: Capabilities)] =
    ReferenceImplementations.all.map { ($0.name, $0.capabilities) }
    + [Capabilities.Kind.pickerKeyboard, .dateKeyboard, .keyInputView, .viewFactory].map { kind in
      ("bare \(kind.rawValue)", Capabilities(kind: kind, families: Set(ContractFamily.allCases)))
    }

  /// Every configuration the package ships or runs on request: the reference, the seeds, the
  /// mutants, the correct alternatives, the fixtures and the corpus ports.
  static let bundled: [Implementation] =
    BundledImplementations.all.flatMap(\.members) + BundledImplementations.onRequest

  @Test("A rule without a requirement in words applies wherever its family is declared")
  func everyConditionalRuleSaysWhatItNeeds() {
    for rule in ClauseRules.all where rule.requires == nil {
      for configuration in Self.configurations where configuration.capabilities.families.contains(rule.id.family) {
        #expect(
          rule.applies(to: configuration.capabilities),
          "\(rule.id) does not apply to \(configuration.name) but has no `requires` phrase")
      }
    }
  }

  @Test("The phrases are short, lower case and end without a period")
  func phrasesFollowTheStyle() throws {
    for rule in ClauseRules.all {
      guard let phrase = rule.requires else { continue }
      let first = try #require(phrase.first, "\(rule.id) has an empty `requires` phrase")
      #expect(first.isLowercase, "\(rule.id): \(phrase)")
      #expect(!phrase.hasSuffix("."), "\(rule.id): \(phrase)")
      #expect(!phrase.hasPrefix("needs"), "\(rule.id): \(phrase)")
      #expect(phrase.count <= 120, "\(rule.id): \(phrase)")
    }
  }

  @Test("Each reference configuration is told why every clause of its families that does not apply is excluded")
  func referenceConfigurationsGetAReason() {
    for implementation in ReferenceImplementations.all {
      Self.checkReasons(implementation.name, implementation.capabilities)
    }
  }

  @Test("So is every bundled and on-request configuration")
  func bundledConfigurationsGetAReason() {
    #expect(!Self.bundled.isEmpty)
    for implementation in Self.bundled {
      Self.checkReasons(implementation.name, implementation.capabilities)
    }
  }

  @Test("A clause of a family not declared says so; a clause with no declaration applies to nothing")
  func undeclaredFamilies() {
    let capabilities = ReferenceImplementations.keyInputView.capabilities
    for rule in ClauseRules.all where !capabilities.families.contains(rule.id.family) {
      #expect(rule.whyNotApplicable(to: capabilities) == "its family is not declared", "\(rule.id)")
      #expect(ClauseRules.whyNotApplicable(rule.id, to: capabilities) == "its family is not declared")
    }
    #expect(ClauseRules.whyNotApplicable(ClauseID(.pick, 999), to: capabilities) != nil)
  }

  @Test("The reasons read as the capability table says")
  func examples() throws {
    let transactional = ReferenceImplementations.transactionalPicker.capabilities
    #expect(ClauseRules.whyNotApplicable(ClauseID(.pick, 16), to: transactional) == "needs a Close button")
    #expect(ClauseRules.whyNotApplicable(ClauseID(.pick, 13), to: transactional) == "needs more than one component")
    #expect(ClauseRules.whyNotApplicable(ClauseID(.pick, 14), to: transactional) == nil)
    let close = ReferenceImplementations.closePicker.capabilities
    #expect(ClauseRules.whyNotApplicable(ClauseID(.pick, 14), to: close) == "needs a Cancel button")
    let keyInput = ReferenceImplementations.keyInputView.capabilities
    #expect(ClauseRules.whyNotApplicable(ClauseID(.key, 13), to: keyInput) == "needs key input and a code length")
    let factory = try #require(ReferenceImplementations.all.first { $0.capabilities.kind == .viewFactory }).capabilities
    #expect(
      ClauseRules.whyNotApplicable(ClauseID(.fact, 6), to: factory)
        == "needs nothing the runner can send: the example tests check it")
  }

  /// For each clause of a declared family: `nil` when it applies, else "needs" and its phrase.
  static func checkReasons(_ name: String, _ capabilities: Capabilities) {
    for rule in ClauseRules.all where capabilities.families.contains(rule.id.family) {
      let reason = rule.whyNotApplicable(to: capabilities)
      #expect(ClauseRules.whyNotApplicable(rule.id, to: capabilities) == reason)
      if rule.applies(to: capabilities) {
        #expect(reason == nil, "\(name), \(rule.id): applies, yet \(reason ?? "")")
      } else {
        #expect(reason?.hasPrefix("needs ") == true, "\(name), \(rule.id): \(reason ?? "no reason")")
        if rule.respondersOnly, capabilities.presentsPopover {
          // A popover host is no responder: the clause needs one, whatever else it needs.
          #expect(reason == "needs a responder: the component presents a popover from an origin button")
        } else {
          #expect(rule.requires != nil && reason == "needs " + (rule.requires ?? ""), "\(name), \(rule.id)")
        }
      }
    }
  }

  @Test("A run's report says why each clause of its family does not apply")
  func reportsCarryTheReasons() throws {
    let member = try #require(
      ReferenceImplementations.all.first {
        !$0.capabilities.accessoryRoles.contains(.cancel) && $0.families.contains(.pick)
      })
    let report = ConformanceRunner(configuration: ConformanceConfiguration(cases: 2)).run(member, family: .pick)
    #expect(report.verdicts[ClauseID(.pick, 14)] == .notApplicable)
    #expect(report.notApplicableReasons[ClauseID(.pick, 14)] == "needs a Cancel button")
    for (clause, verdict) in report.verdicts {
      #expect((verdict == .notApplicable) == (report.notApplicableReasons[clause] != nil), "\(clause)")
    }
  }
}
