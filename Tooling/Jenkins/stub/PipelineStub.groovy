// A small stand-in for Jenkins' declarative pipeline DSL, so Tooling/check-jenkins can run the
// real Jenkinsfile and see what it would do: which stages run, on which agent label, and which
// steps and shell commands each runs.
//
//   groovy PipelineStub.groovy JENKINSFILE SCENARIO.json      prints the run as JSON
//                                                             (a list of scenarios: a list of runs)
//
// The scenario gives env (CHANGE_ID, CHANGE_TARGET, ...), params, the stdout of commands run
// with returnStdout (`outputs`, keyed by the exact command), and commands that fail (`failing`,
// substrings). Steps the stub does not know fail the run, so a new step needs a stub first.
// Declarative stages run in order; `when` is evaluated; a failure skips the later stages; post
// blocks run (always, success/failure, cleanup); parallel branches all run, then the first failure
// is rethrown; node(label) and `agent { label … }` set the label stages record.

import groovy.json.JsonOutput
import groovy.json.JsonSlurper
import org.codehaus.groovy.control.CompilerConfiguration

class StubFailure extends RuntimeException {
    StubFailure(String message) { super(message) }
}

class StageDecl {
    String name
    Object agent
    List whens = []
    List options = []
    Closure steps
    Map post = [:]
}

class Pipeline {
    Map scenario
    Map env = [:]
    Map params = [:]
    Map currentBuild = [currentResult: 'SUCCESS', result: null]
    List records = []         // stages as they ran (or were skipped)
    List pipelineOptions = []
    Map parameterDefaults = [:]
    Set stashes = [] as Set
    Set files = [] as Set
    List<Map> stack = []      // the stages being executed, innermost last
    String label = null       // the agent label of the code now running
    String mode = 'steps'     // what closures are being read as: steps, agent, options, env, ...
    List<StageDecl> declared = null
    StageDecl currentDecl = null
    Object pipelineAgent = null
    Map pipelinePost = [:]
    final Object scm = 'scm'
    final Object none = 'none'
    final Object any = 'any'

    Pipeline(Map scenario) {
        this.scenario = scenario
        env.putAll(scenario.env ?: [:])
        // The build's parameters are known from the start (defaults join them after parsing).
        params.putAll(scenario.params ?: [:])
    }

    // --- running closures ---------------------------------------------------------------
    private Object run(Closure body, String asMode) {
        String saved = mode
        mode = asMode
        try {
            Closure c = body.rehydrate(this, body.owner, body.thisObject)
            c.resolveStrategy = Closure.DELEGATE_FIRST
            return c.call()
        } finally {
            mode = saved
        }
    }

    private Map currentRecord() {
        if (stack.isEmpty()) throw new StubFailure("a step ran outside any stage")
        return stack[-1]
    }

    private void step(String kind, Object detail) {
        currentRecord().steps << [kind: kind, detail: detail]
    }

    // --- declarative structure ----------------------------------------------------------
    def pipeline(Closure body) {
        run(body, 'pipeline')
        parameterDefaults.each { k, v -> if (!params.containsKey(k)) params[k] = v }
        boolean failed = false
        for (StageDecl decl in (declared ?: [])) {
            if (failed) {
                records << [name: decl.name, label: null, skipped: true, reason: 'an earlier stage failed', steps: [], commands: []]
                continue
            }
            if (!decl.whens.every { run(it, 'steps') }) {
                records << [name: decl.name, label: null, skipped: true, reason: 'when', steps: [], commands: []]
                continue
            }
            failed = !runDeclaredStage(decl)
        }
        [always: true, success: !failed, failure: failed].each { kind, applies ->
            if (applies && pipelinePost[kind]) run(pipelinePost[kind], 'steps')
        }
        currentBuild.result = failed ? 'FAILURE' : 'SUCCESS'
    }

    private boolean runDeclaredStage(StageDecl decl) {
        String agentLabel = agentLabel(decl.agent) ?: agentLabel(pipelineAgent)
        Map record = [name: decl.name, label: agentLabel, skipped: false, steps: [], commands: [],
                      options: decl.options, declaredAgent: decl.agent != null]
        records << record
        stack << record
        String savedLabel = label
        label = agentLabel
        boolean ok = true
        try {
            run(decl.steps, 'steps')
        } catch (StubFailure failure) {
            ok = false
            record.error = failure.message
            currentBuild.currentResult = 'FAILURE'
        }
        [always: true, success: ok, failure: !ok, cleanup: true].each { kind, applies ->
            if (applies && decl.post[kind]) {
                try { run(decl.post[kind], 'steps') } catch (StubFailure failure) {
                    ok = false
                    record.error = (record.error ?: '') + " post ${kind}: ${failure.message}"
                }
            }
        }
        record.result = ok ? 'SUCCESS' : 'FAILURE'
        label = savedLabel
        stack.removeAt(stack.size() - 1)
        return ok
    }

    private String agentLabel(Object agent) {
        if (agent == null || agent == 'none' || agent == 'any') return null
        return agent as String
    }

    def agent(Object value) {
        if (value instanceof Closure) {
            String found = null
            mode = 'agent'
            def c = value.rehydrate(this, value.owner, value.thisObject)
            c.resolveStrategy = Closure.DELEGATE_FIRST
            c.call()
            mode = 'steps'
            value = pendingLabel
            pendingLabel = null
        }
        if (currentDecl != null) currentDecl.agent = value else pipelineAgent = value
    }
    private Object pendingLabel = null
    def label(String value) {
        if (mode != 'agent') throw new StubFailure("label outside agent { }")
        pendingLabel = value
    }

    def parameters(Closure body) { run(body, 'parameters') }
    def string(Map spec) { parameterDefaults[spec.name] = spec.defaultValue; spec }

    def options(Closure body) { run(body, 'options') }
    private Object option(String name, Object value) {
        Map entry = [name: name, value: value]
        if (currentDecl != null) currentDecl.options << entry else pipelineOptions << entry
        entry
    }
    def timestamps() { option('timestamps', true) }
    def logRotator(Map spec) { spec }
    def buildDiscarder(Object rotator) { option('buildDiscarder', rotator) }
    def disableConcurrentBuilds(Map spec = [:]) { option('disableConcurrentBuilds', spec) }

    def environment(Closure body) { run(body, 'env') }
    def propertyMissing(String name, Object value) {
        if (mode != 'env') throw new MissingPropertyException(name, Pipeline)
        env[name] = value
    }

    def stages(Closure body) {
        declared = []
        run(body, 'stages')
    }

    def stage(String name, Closure body) {
        if (mode == 'stages') {
            currentDecl = new StageDecl(name: name)
            run(body, 'stage')
            if (currentDecl.steps == null) throw new StubFailure("stage '${name}' has no steps")
            declared << currentDecl
            currentDecl = null
            return
        }
        // Scripted: a stage inside a script block (e.g. a parallel branch) runs at once.
        Map record = [name: name, label: label, skipped: false, steps: [], commands: [],
                      parent: stack ? stack[-1].name : null]
        records << record
        stack << record
        try {
            run(body, 'steps')
            record.result = 'SUCCESS'
        } catch (StubFailure failure) {
            record.result = 'FAILURE'
            record.error = failure.message
            throw failure
        } finally {
            stack.removeAt(stack.size() - 1)
        }
    }

    def when(Closure body) { run(body, 'when') }
    def expression(Closure body) {
        if (mode != 'when') throw new StubFailure("expression outside when { }")
        currentDecl.whens << body
    }

    def steps(Closure body) {
        if (currentDecl == null) throw new StubFailure("steps outside a stage")
        currentDecl.steps = body
    }

    def post(Closure body) { run(body, 'post') }
    private def postBlock(String kind, Closure body) {
        if (mode != 'post') throw new StubFailure("${kind} outside post { }")
        if (currentDecl != null) currentDecl.post[kind] = body else pipelinePost[kind] = body
    }
    def always(Closure body) { postBlock('always', body) }
    def success(Closure body) { postBlock('success', body) }
    def failure(Closure body) { postBlock('failure', body) }
    def cleanup(Closure body) { postBlock('cleanup', body) }

    // --- steps -------------------------------------------------------------------------
    def script(Closure body) { run(body, 'steps') }

    def sh(String script) { sh([script: script]) }
    def sh(Map spec) {
        String script = spec.script
        Map record = currentRecord()
        record.commands << script
        step('sh', script)
        if ((scenario.failing ?: []).any { script.contains(it) }) {
            throw new StubFailure("script returned exit code 1: ${script}")
        }
        def report = (script =~ /--xunit-output (\S+)/)
        if (report.find()) files << (report.group(1) as String)
        if (spec.returnStdout) {
            Map outputs = scenario.outputs ?: [:]
            if (!outputs.containsKey(script)) throw new StubFailure("the scenario has no output for: ${script}")
            return outputs[script]
        }
        return null
    }

    def echo(String message) { step('echo', message) }
    def checkout(Object what) { step('checkout', what as String) }
    def error(String message) { throw new StubFailure(message) }
    def fileExists(Object path) { files.contains(path as String) }
    def archiveArtifacts(Map spec) { step('archiveArtifacts', spec.artifacts) }
    def junit(Map spec) {
        String results = spec.testResults as String
        if (!files.contains(results)) throw new StubFailure("junit: no report at ${results}")
        step('junit', results)
    }
    def cleanWs(Map spec = [:]) { step('cleanWs', true) }
    def stash(Map spec) {
        stashes << spec.name
        step('stash', spec.name)
    }
    def unstash(String name) {
        if (!stashes.contains(name)) throw new StubFailure("no stash named ${name}")
        step('unstash', name)
    }

    def timeout(Map spec) {
        if (mode != 'options') throw new StubFailure("timeout without a body outside options { }")
        option('timeout', spec)
    }
    def timeout(Map spec, Closure body) {
        step('timeout', spec)
        run(body, 'steps')
    }

    def node(String nodeLabel, Closure body) {
        String saved = label
        label = nodeLabel
        try { run(body, 'steps') } finally { label = saved }
    }
    def node(Closure body) { node(null, body) }

    def parallel(Map branches) {
        StubFailure first = null
        branches.each { name, body ->
            try { run(body, 'steps') } catch (StubFailure failure) { first = first ?: failure }
        }
        if (first != null) throw first
    }
}

if (args.length != 2) {
    System.err.println("usage: groovy PipelineStub.groovy JENKINSFILE SCENARIO.json")
    System.exit(64)
}
// One scenario (an object) prints one run; a list of them prints a list of runs, all in this one
// JVM (starting Groovy costs about two seconds, running a scenario a few milliseconds).
def given = new JsonSlurper().parse(new File(args[1]))
def source = new File(args[0]).getText('UTF-8')
def configuration = new CompilerConfiguration()
configuration.scriptBaseClass = DelegatingScript.name
def shell = new GroovyShell(this.class.classLoader, new Binding(), configuration)
def runs = (given instanceof List ? given : [given]).collect { scenario ->
    def stub = new Pipeline(scenario)
    def jenkinsfile = shell.parse(source, 'Jenkinsfile')
    jenkinsfile.setDelegate(stub)
    String failure = null
    try {
        jenkinsfile.run()
    } catch (StubFailure stubFailure) {
        failure = stubFailure.message
    }
    [
        result: stub.currentBuild.result ?: 'FAILURE',
        failure: failure,
        options: stub.pipelineOptions,
        parameters: stub.parameterDefaults,
        stages: stub.records,
    ]
}
println JsonOutput.prettyPrint(JsonOutput.toJson(given instanceof List ? runs : runs[0]))
